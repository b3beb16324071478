import type { FeatureCard } from '@/content/marketing';
import { cn } from '@/lib/cn';
import { FeatureIcon } from './feature-icon';

/** Role cards and discovery cards: icon, title, one sentence. */
export function FeatureCardGrid({
  cards,
  className,
}: {
  cards: readonly FeatureCard[];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-xs"
        >
          <FeatureIcon name={card.icon} />
          <h3 className="font-semibold">{card.title}</h3>
          <p className="text-sm text-muted-foreground">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
