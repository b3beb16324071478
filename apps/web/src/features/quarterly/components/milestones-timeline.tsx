import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { SIGNALS } from '@gitsignals/contracts/constants';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

const titleOf = new Map<string, string>(SIGNALS.map((s) => [s.id, s.title]));

type Milestone = QuarterlyAnalysis['analysis_result']['key_milestones_timeline'][number];

/** '2025-02-10' → 'Feb 10, 2025'; a range keeps its two ends; anything else is shown as it is. */
function periodLabel(period: string): string {
  return period
    .split(/\s+[–-]\s+/)
    .map((part) => formatDate(part))
    .join(' – ');
}

/** One milestone: its day (and the day git recorded it, for replayed history), its signals. */
function MilestoneItem({ milestone: m }: { milestone: Milestone }) {
  return (
    <li className="relative space-y-1">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-background bg-primary"
      />
      <p className="text-xs text-muted-foreground tabular-nums">
        {periodLabel(m.date_period)}
        {m.recorded_date === null ? null : <span> · recorded {formatDate(m.recorded_date)}</span>}
      </p>
      <p className="font-medium">{m.milestone}</p>
      <p className="text-sm text-muted-foreground">{m.frontend_impact}</p>
      {m.signals.length === 0 ? null : (
        <ul aria-label="Signals" className="flex flex-wrap gap-1.5 pt-0.5">
          {m.signals.map((signal) => (
            <li key={signal}>
              <Badge variant="outline">{titleOf.get(signal) ?? signal}</Badge>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The quarter's releases and high-priority changes, oldest first, on a vertical line. */
export function MilestonesTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <Card role="region" aria-labelledby="milestones-title">
      <CardHeader>
        <CardTitle as="h2" id="milestones-title" className="text-base">
          Key Milestones
        </CardTitle>
      </CardHeader>
      <CardContent>
        {milestones.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No release or high-priority change this quarter.
          </p>
        ) : (
          <ol className="relative space-y-5 border-l pl-5">
            {milestones.map((m) => (
              <MilestoneItem key={`${m.date_period}-${m.milestone}`} milestone={m} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
