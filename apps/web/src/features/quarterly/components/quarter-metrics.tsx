import type { QuarterlyAnalysis } from '@gitsignals/contracts';

function Metric({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-lg border bg-card p-4 shadow-xs">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">
        {value.toLocaleString('en-US')}
      </dd>
      {note === undefined ? null : <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

/** The display metrics of spec section 3 as cards. */
export function QuarterMetrics({ metrics }: { metrics: QuarterlyAnalysis['metrics'] }) {
  return (
    <section aria-labelledby="metrics-title" className="space-y-3">
      <h2 id="metrics-title" className="sr-only">
        Metrics
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Metric
          label="Total commits"
          value={metrics.total_commits}
          note={`${metrics.meaningful_commits.toLocaleString('en-US')} meaningful, ${metrics.filtered_commits.toLocaleString('en-US')} filtered as noise`}
        />
        <Metric label="Files changed" value={metrics.total_files_changed} />
        <Metric
          label="Lines changed"
          value={metrics.total_lines_changed}
          note={`${metrics.lines_of_code_changed.toLocaleString('en-US')} in meaningful commits`}
        />
        <Metric label="Unique authors" value={metrics.unique_authors.count} />
        <Metric
          label="Contributors"
          value={metrics.unique_contributors}
          note="Authors other than bots"
        />
        <Metric
          label="Repositories"
          value={metrics.unique_repositories.count}
          note="With commits this quarter"
        />
        <Metric label="Lines of code changed" value={metrics.lines_of_code_changed} />
        <Metric label="Meaningful commits" value={metrics.meaningful_commits} />
      </dl>
    </section>
  );
}
