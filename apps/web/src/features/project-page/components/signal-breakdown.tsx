import type { ProjectOverview } from '@gitsignals/contracts';
import { SIGNALS } from '@gitsignals/contracts/constants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const SIGNAL_TITLES = new Map<string, string>(SIGNALS.map((s) => [s.id, s.title]));

/** Where the last 90 days of meaningful work went, by signal, largest first. */
export function SignalBreakdown({
  counts,
  days,
}: {
  counts: ProjectOverview['signal_counts'];
  days: number;
}) {
  const largest = counts[0]?.commits ?? 0;
  return (
    <Card role="region" aria-labelledby="signal-breakdown-title">
      <CardHeader>
        <CardTitle as="h2" id="signal-breakdown-title">
          Where the work went
        </CardTitle>
        <CardDescription>
          {counts.length === 0
            ? `No commit carried a signal in the last ${days} days.`
            : `Meaningful commits by signal, last ${days} days (a commit may carry several).`}
        </CardDescription>
      </CardHeader>
      {counts.length > 0 ? (
        <CardContent>
          <ul className="space-y-2.5">
            {counts.map((entry) => (
              <li key={entry.signal} className="space-y-1 text-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <span>{SIGNAL_TITLES.get(entry.signal) ?? entry.signal}</span>
                  <span className="tabular-nums text-muted-foreground">{entry.commits}</span>
                </div>
                <div aria-hidden="true" className="h-1.5 rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${Math.max(4, (entry.commits / largest) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
