import type { QuarterlyAnalysis } from '@gitsignals/contracts';

function Metric({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md bg-muted/60 p-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

function SubHeading({ children }: { children: string }) {
  return <h3 className="text-sm font-medium">{children}</h3>;
}

/** A quarter's analysis at a glance: metrics, milestones, priorities, active repositories. */
export function QuarterSnapshot({ snapshot }: { snapshot: QuarterlyAnalysis }) {
  const { metrics, analysis_result: result } = snapshot;
  const milestones = result.key_milestones_timeline.slice(0, 4);
  return (
    <div className="space-y-5">
      <section aria-label="Key Metrics" className="space-y-2">
        <SubHeading>Key Metrics</SubHeading>
        <dl className="grid grid-cols-2 gap-2">
          <Metric label="Commits" value={metrics.total_commits} />
          <Metric label="Contributors" value={metrics.unique_contributors} />
          <Metric label="Lines changed" value={metrics.total_lines_changed} />
          <Metric label="Files changed" value={metrics.total_files_changed} />
        </dl>
      </section>
      <section aria-label="Key Milestones" className="space-y-2">
        <SubHeading>Key Milestones</SubHeading>
        {milestones.length === 0 ? (
          <p className="text-sm text-muted-foreground">No milestones this quarter.</p>
        ) : (
          <ol className="space-y-2 border-l pl-3">
            {milestones.map((m) => (
              <li key={`${m.date_period}-${m.milestone}`} className="text-sm">
                <p className="text-xs text-muted-foreground">{m.date_period}</p>
                <p>{m.milestone}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label="Top Priorities" className="space-y-2">
        <SubHeading>Top Priorities</SubHeading>
        {result.top_three_priorities.length === 0 ? (
          <p className="text-sm text-muted-foreground">No priorities stood out.</p>
        ) : (
          <ol className="list-decimal space-y-1.5 pl-5 text-sm">
            {result.top_three_priorities.map((p) => (
              <li key={p.priority}>
                <p className="font-medium">{p.priority}</p>
                {/* The full text is on the quarterly report; two lines say enough here. */}
                <p className="line-clamp-2 text-muted-foreground">{p.description}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-label="Active Repositories" className="space-y-2">
        <SubHeading>Active Repositories</SubHeading>
        <ul className="space-y-1 text-sm">
          {metrics.unique_repositories.names.map((name) => (
            <li key={name} className="break-all font-mono text-xs">
              {name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
