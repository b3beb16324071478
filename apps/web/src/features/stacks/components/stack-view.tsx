import type { StackEvidence, TechnologyProfile } from '@gitsignals/contracts';
import { ExternalLinkIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BottomBar, bottomBarPageClass } from '@/components/bottom-bar';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { pluralize } from '@/lib/format';
import { cn } from '@/lib/cn';
import { stackSections } from '../lib/stack-categories';
import { CategorySection } from './category-section';
import { StackToc, StackTocSelect } from './stack-toc';

type StackViewProps = {
  profile: TechnologyProfile;
  /** The page's h1: the project's name, or 'Project Stack' on the example page. */
  heading: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
};

/** A project's stack: count, links, search, one foldable section per category, and a table of contents. */
export function StackView({ profile, heading, subtitle }: StackViewProps) {
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const searching = query.trim() !== '';
  const sections = useMemo(() => stackSections(profile, query), [profile, query]);
  const evidence = useMemo(() => {
    const map = new Map<string, StackEvidence>();
    for (const e of profile.evidence) map.set(`${e.category}\u0000${e.technology}`, e);
    return map;
  }, [profile.evidence]);

  const toggle = (key: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={bottomBarPageClass}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="min-w-0 space-y-5">
          <header className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight break-words">{heading}</h1>
              <Badge variant="secondary" className="text-sm">
                {pluralize(profile.technology_count, 'technology', 'technologies')}
              </Badge>
            </div>
            {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
            <StackLinks githubUrl={profile.github_url} project={profile.project} />
            <SearchBox
              label="Search technologies"
              placeholder="Search technologies..."
              value={query}
              onChange={setQuery}
              className="max-w-md"
            />
          </header>

          {sections.length === 0 ? (
            <p className="py-12 text-center break-words text-muted-foreground" aria-live="polite">
              No technologies or categories match &quot;{query.trim()}&quot;
            </p>
          ) : (
            <div className="space-y-3">
              {sections.map((section) => (
                <CategorySection
                  key={section.key}
                  section={section}
                  open={searching || !collapsed.has(section.key)}
                  onToggle={searching ? undefined : () => toggle(section.key)}
                  evidenceOf={(technology) => evidence.get(`${section.key}\u0000${technology}`)}
                />
              ))}
            </div>
          )}
        </div>

        <aside className="hidden lg:block" aria-label="Stack categories">
          <div className="sticky top-6 max-h-[calc(100dvh-3rem)] overflow-y-auto rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
            <StackToc sections={sections} />
          </div>
        </aside>
      </div>
      <BottomBar className={cn(sections.every((s) => s.technologies.length === 0) && 'hidden')}>
        <StackTocSelect sections={sections} />
      </BottomBar>
    </div>
  );
}

/** The project's GitHub page (when known) and its contacts on the network page. */
function StackLinks({ githubUrl, project }: { githubUrl: string | null; project: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {githubUrl ? (
        <a
          href={githubUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          GitHub
        </a>
      ) : null}
      <Link
        to={`/network/${encodeURIComponent(project.toLowerCase())}`}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <UsersIcon aria-hidden="true" />
        View contacts
      </Link>
    </div>
  );
}
