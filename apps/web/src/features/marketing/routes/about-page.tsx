import { ArrowRightIcon, CheckIcon, MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { about } from '@/content/about';
import { brand } from '@/content/marketing';
import { useProjectCount } from '@/hooks/use-projects-metadata';
import { headlineCount } from '@/lib/format';
import { AgentTable } from '../components/agent-table';
import { CollapsibleSection } from '../components/collapsible-section';
import { PageIntro } from '../components/page-intro';
import { SignalTable } from '../components/signal-table';
import { WithEmail } from '../components/with-email';

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-2">
          <CheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
          {point}
        </li>
      ))}
    </ul>
  );
}

function SolutionText() {
  const count = useProjectCount();
  return (
    <p className="max-w-3xl text-pretty">
      {count && count > 0
        ? about.solution.paragraph.replace('{projects}', headlineCount(count))
        : about.solution.paragraphWithoutCount}
    </p>
  );
}

/**
 * /about: the about/marketing page (spec section 2, "Team, Unsubscribe, legal, 404"; the spec
 * does not name its route, see this feature's README).
 */
export default function AboutPage() {
  return (
    <>
      <PageIntro title={about.title} eyebrow={about.eyebrow} description={about.description} />
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <CollapsibleSection title={about.problem.title}>
          <div className="max-w-3xl space-y-4 text-pretty">
            {about.problem.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <Points points={about.problem.points} />
        </CollapsibleSection>

        <CollapsibleSection title={about.solution.title}>
          <SolutionText />
          <Points points={about.solution.points} />
          <div className="max-w-3xl rounded-lg border bg-primary/5 p-5">
            <h3 className="font-semibold">{about.solution.vision.title}</h3>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">
              {about.solution.vision.text}
            </p>
          </div>
        </CollapsibleSection>

        <CollapsibleSection title={about.agents.title} description={about.agents.description}>
          <AgentTable />
          <Button asChild variant="outline">
            <Link to={about.agents.cta.to}>
              {about.agents.cta.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </CollapsibleSection>

        <CollapsibleSection title={about.signals.title} description={about.signals.description}>
          <SignalTable />
        </CollapsibleSection>

        <CollapsibleSection title={about.useCases.title} description={about.useCases.description}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {about.useCases.cases.map((useCase) => (
              <li
                key={useCase.title}
                className="flex flex-col gap-2 rounded-lg border bg-card p-5 shadow-xs"
              >
                <Badge variant="outline">{useCase.team}</Badge>
                <h3 className="font-semibold">{useCase.title}</h3>
                <p className="text-sm text-pretty text-muted-foreground">{useCase.text}</p>
              </li>
            ))}
          </ul>
        </CollapsibleSection>

        <CollapsibleSection title={about.research.title} description={about.research.description}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {about.research.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="group flex h-full flex-col gap-1 rounded-lg border bg-card p-4 shadow-xs outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex items-center gap-1 font-medium group-hover:text-primary">
                    {link.label}
                    <ArrowRightIcon aria-hidden="true" className="size-4" />
                  </span>
                  <span className="text-sm text-muted-foreground">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </CollapsibleSection>

        <CollapsibleSection title={about.roadmap.title}>
          <ol className="relative space-y-6 border-l pl-6">
            {about.roadmap.items.map((item) => (
              <li key={item.when} className="relative">
                <span
                  aria-hidden="true"
                  className={
                    item.live
                      ? 'absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-primary ring-4 ring-primary/20'
                      : 'absolute top-1.5 -left-[1.95rem] size-3 rounded-full border-2 border-muted-foreground/50 bg-background'
                  }
                />
                <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  {item.when}
                  {item.live ? <Badge>{about.roadmap.liveLabel}</Badge> : null}
                </p>
                <h3 className="font-semibold">{item.title}</h3>
                {item.text ? (
                  <p className="text-sm text-pretty text-muted-foreground">{item.text}</p>
                ) : null}
              </li>
            ))}
          </ol>
        </CollapsibleSection>

        <CollapsibleSection title={about.contact.title}>
          <p className="max-w-3xl text-pretty">
            <WithEmail text={about.contact.text} />
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <a href={`mailto:${brand.contactEmail}`}>
                <MailIcon aria-hidden="true" />
                {about.contact.emailLabel}
              </a>
            </Button>
            {about.contact.links.map((link) => (
              <Button key={link.to} asChild variant="outline">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            ))}
          </div>
        </CollapsibleSection>
      </div>
    </>
  );
}
