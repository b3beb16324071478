// The one-pager's lists, each from src/content/one-pager.ts (signals from the domain registry).
import { SIGNALS } from '@gitsignals/contracts/constants';
import { Link } from 'react-router';
import { PriorityBadge } from '@/components/feed-card/priority-badge';
import { onePager } from '@/content/one-pager';

export function HowItWorksSteps() {
  return (
    <ol className="space-y-2 text-sm">
      {onePager.howItWorks.steps.map((step, i) => (
        <li key={step.title} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
          >
            {i + 1}
          </span>
          <span>
            <span className="font-medium">{step.title}.</span>{' '}
            <span className="text-muted-foreground">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Every signal with its priority. */
export function SignalPriorities() {
  return (
    <ul className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {SIGNALS.map((signal) => (
        <li key={signal.id} className="flex items-center justify-between gap-2 border-b py-1.5">
          <span>{signal.title}</span>
          <PriorityBadge priority={signal.priority} />
        </li>
      ))}
    </ul>
  );
}

export function PlanSummaries() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {onePager.pricing.plans.map((plan) => (
        <li key={plan.name} className="space-y-1 rounded-md border p-4">
          <h3 className="font-semibold">{plan.name}</h3>
          <p>
            <span className="text-2xl font-bold">{plan.price}</span>{' '}
            <span className="text-sm text-muted-foreground">{plan.interval}</span>
          </p>
          <p className="text-sm text-pretty text-muted-foreground">{plan.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ContactLinks() {
  return (
    <ul className="space-y-1 text-sm">
      {onePager.contact.links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
