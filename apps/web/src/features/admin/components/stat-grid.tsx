import { formatCount } from '../lib/format';

export type Stat = { label: string; value: number | string };

/** Headline figures in small cards: two a row on a phone, more on wider screens. */
export function StatGrid({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((stat) => (
        <div key={stat.label} className="min-w-0 rounded-lg border bg-card p-3">
          <dt className="truncate text-xs text-muted-foreground">{stat.label}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums">
            {typeof stat.value === 'number' ? formatCount(stat.value) : stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
