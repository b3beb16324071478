import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { about } from '@/content/about';
import { useProjectCount } from '@/hooks/use-projects-metadata';
import { projectCountClaim } from '@/lib/format';
import { ContactButtons, ResearchLinks, Roadmap, UseCaseCards } from '../components/about-sections';
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
        ? about.solution.paragraph.replace('{projects}', projectCountClaim(count))
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
          <UseCaseCards />
        </CollapsibleSection>

        <CollapsibleSection title={about.research.title} description={about.research.description}>
          <ResearchLinks />
        </CollapsibleSection>

        <CollapsibleSection title={about.roadmap.title}>
          <Roadmap />
        </CollapsibleSection>

        <CollapsibleSection title={about.contact.title}>
          <p className="max-w-3xl text-pretty">
            <WithEmail text={about.contact.text} />
          </p>
          <ContactButtons />
        </CollapsibleSection>
      </div>
    </>
  );
}
