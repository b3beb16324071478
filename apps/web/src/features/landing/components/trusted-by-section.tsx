import { githubAvatarUrl, ProjectLogo } from '@/components/project-logo';
import { trustedBy } from '@/content/marketing';

/** Ecosystems whose projects we cover: a statement of coverage, not an endorsement. */
export function TrustedBySection() {
  return (
    <section aria-labelledby="trusted-by-title" className="border-b">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h2 id="trusted-by-title" className="text-center text-sm font-medium text-muted-foreground">
          {trustedBy.title}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {trustedBy.ecosystems.map((ecosystem) => (
            <li
              key={ecosystem.name}
              className="flex items-center justify-center gap-2 text-sm font-medium"
            >
              <ProjectLogo
                name={ecosystem.name}
                src={githubAvatarUrl(ecosystem.githubOrg)}
                size="sm"
              />
              {ecosystem.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
