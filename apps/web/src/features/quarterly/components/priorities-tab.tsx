import type { QuarterlyAnalysis } from '@gitsignals/contracts';
import { SIGNALS } from '@gitsignals/contracts/constants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { pluralize } from '@/lib/format';

const titleOf = new Map<string, string>(SIGNALS.map((s) => [s.id, s.title]));

/** Each signal's share of the meaningful commits, as labelled bars. */
function WorkShares({ metrics }: { metrics: QuarterlyAnalysis['metrics'] }) {
  const total = metrics.meaningful_commits;
  if (metrics.signal_counts.length === 0 || total === 0) {
    return <p className="text-sm text-muted-foreground">No meaningful commit carried a signal.</p>;
  }
  return (
    <ul className="space-y-3">
      {metrics.signal_counts.map(({ signal, commits }) => {
        const share = Math.round((commits / total) * 100);
        return (
          <li key={signal} className="space-y-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span>{titleOf.get(signal) ?? signal}</span>
              <span className="text-muted-foreground tabular-nums">
                {pluralize(commits, 'commit')} · {share}%
              </span>
            </div>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The top three priorities and where the quarter's meaningful work went. */
export function PrioritiesTab({ analysis }: { analysis: QuarterlyAnalysis }) {
  const priorities = analysis.analysis_result.top_three_priorities;
  return (
    <div className="space-y-6">
      {priorities.length === 0 ? (
        <Card>
          <CardContent>
            <p className="text-sm text-muted-foreground">
              No priority stood out: the quarter&apos;s meaningful commits carried no signal.
            </p>
          </CardContent>
        </Card>
      ) : (
        <ol className="grid gap-4 lg:grid-cols-3">
          {priorities.map((p, index) => (
            <li key={p.priority}>
              <Card className="h-full">
                <CardHeader>
                  <p className="text-xs font-medium text-muted-foreground">Priority {index + 1}</p>
                  <CardTitle as="h3">{p.priority}</CardTitle>
                </CardHeader>
                <CardContent className="space-y-3 text-sm">
                  <p>{p.description}</p>
                  <div>
                    <p className="text-xs font-medium text-muted-foreground">Business impact</p>
                    <p>{p.business_impact}</p>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <Card aria-labelledby="work-shares-title">
        <CardHeader>
          <CardTitle as="h3" id="work-shares-title" className="text-base">
            Where the work went
          </CardTitle>
        </CardHeader>
        <CardContent>
          <WorkShares metrics={analysis.metrics} />
        </CardContent>
      </Card>
    </div>
  );
}
