import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { onePager } from '@/content/one-pager';
import { useProjectCount } from '@/hooks/use-projects-metadata';
import { projectCountClaim } from '@/lib/format';
import { cn } from '@/lib/cn';
import {
  ContactLinks,
  HowItWorksSteps,
  PlanSummaries,
  SignalPriorities,
} from '../components/one-pager-lists';
import { WithEmail } from '../components/with-email';

function Block({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = `one-pager-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={cn('space-y-3 rounded-lg border bg-card p-5 shadow-xs', className)}
    >
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-1.5 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** /one-pager: GitSignals on one page (login; the spec leaves its content open). */
export default function OnePagerPage() {
  const count = useProjectCount();
  return (
    <article className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="One-pager" />
      <header className="space-y-3 rounded-lg border bg-gradient-to-b from-primary/5 to-background p-6 sm:p-8">
        <BrandLogo />
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {onePager.title}
        </h1>
        <p className="text-lg text-pretty text-muted-foreground">{onePager.tagline}</p>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Block title={onePager.whatItIs.title}>
          <p className="text-sm text-pretty">
            {count && count > 0
              ? onePager.whatItIs.text.replace('{projects}', projectCountClaim(count))
              : onePager.whatItIs.textWithoutCount}
          </p>
        </Block>
        <Block title={onePager.audience.title}>
          <Checklist items={onePager.audience.items} />
        </Block>
        <Block title={onePager.features.title}>
          <Checklist items={onePager.features.items} />
        </Block>
        <Block title={onePager.howItWorks.title}>
          <HowItWorksSteps />
        </Block>
      </div>

      <Block title={onePager.signals.title}>
        <p className="text-sm text-muted-foreground">{onePager.signals.description}</p>
        <SignalPriorities />
      </Block>

      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <Block title={onePager.pricing.title}>
          <PlanSummaries />
          <Button asChild variant="outline" size="sm">
            <Link to={onePager.pricing.cta.to}>
              {onePager.pricing.cta.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </Block>
        <Block title={onePager.contact.title}>
          <p className="text-sm text-pretty">
            <WithEmail text={onePager.contact.text} />
          </p>
          <ContactLinks />
        </Block>
      </div>
    </article>
  );
}
