import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

type Milestone = QuarterlyAnalysis['analysis_result']['key_milestones_timeline'][number];

/** '2025-02-10' → 'Feb 10, 2025'; a range keeps its two ends; anything else is shown as it is. */
function periodLabel(period: string): string {
  return period
    .split(/\s+[–-]\s+/)
    .map((part) => formatDate(part))
    .join(' – ');
}

/** The quarter's releases and high-priority days, oldest first, on a vertical line. */
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
              <li key={`${m.date_period}-${m.milestone}`} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-background bg-primary"
                />
                <p className="text-xs text-muted-foreground tabular-nums">
                  {periodLabel(m.date_period)}
                </p>
                <p className="font-medium">{m.milestone}</p>
                <p className="text-sm text-muted-foreground">{m.frontend_impact}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
