import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type PlanCardProps = {
  id: string;
  name: string;
  description: string;
  /** The price line: amount, interval and any saving. */
  price: ReactNode;
  /** Shown above the name ('Most Popular'). */
  badge?: ReactNode;
  features: readonly string[];
  /** Extra content after the feature list (the free tier's project list). */
  extra?: ReactNode;
  action: ReactNode;
  highlighted?: boolean;
};

/** One tier of the pricing page: name, price, what it includes and its button. */
export function PlanCard({
  id,
  name,
  description,
  price,
  badge,
  features,
  extra,
  action,
  highlighted = false,
}: PlanCardProps) {
  return (
    <Card
      role="region"
      aria-labelledby={`${id}-name`}
      className={cn(
        'relative h-full gap-6 py-6',
        highlighted && 'border-primary shadow-md ring-1 ring-primary',
      )}
    >
      <CardHeader className="gap-3 px-6">
        <div className="flex min-h-6 items-center justify-between gap-2">
          <h2 id={`${id}-name`} className="text-xl font-semibold">
            {name}
          </h2>
          {badge}
        </div>
        <CardDescription>{description}</CardDescription>
        <div>{price}</div>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-5 px-6">
        <ul className="grid gap-2.5 text-sm" aria-label={`${name} includes`}>
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {extra}
      </CardContent>
      <CardFooter className="px-6">{action}</CardFooter>
    </Card>
  );
}

/** '$9.99 /month' with an optional note ('17% off'). */
export function PlanPrice({
  amount,
  interval,
  note,
}: {
  amount: string;
  interval: string;
  note?: ReactNode;
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 gap-y-1">
      <span className="text-4xl font-bold tracking-tight tabular-nums">{amount}</span>
      <span className="text-muted-foreground">/{interval}</span>
      {note}
    </p>
  );
}
