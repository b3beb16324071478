import { useId } from 'react';
import { formatDate, pluralize } from '@/lib/format';
import { WeeklyActivityPlot, type WeeklyActivityPoint } from './weekly-activity-plot';

export type { WeeklyActivityPoint } from './weekly-activity-plot';

type WeeklyActivityChartProps = {
  weeks: readonly WeeklyActivityPoint[];
  title: string;
};

/** One sentence a screen reader hears before the table: the totals of the whole period. */
function summaryOf(weeks: readonly WeeklyActivityPoint[]): string {
  const commits = weeks.reduce((sum, week) => sum + week.commits, 0);
  const busiest = weeks.reduce<WeeklyActivityPoint | null>(
    (best, week) => (best === null || week.commits > best.commits ? week : best),
    null,
  );
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  if (!first || !last || !busiest) return 'No weeks to show.';
  const span = `${pluralize(commits, 'meaningful commit')} in ${pluralize(weeks.length, 'week')} from ${formatDate(first.weekStart)} to ${formatDate(last.weekStart)}`;
  return busiest.commits > 0
    ? `${span}; busiest week ${formatDate(busiest.weekStart)} with ${pluralize(busiest.commits, 'commit')}.`
    : `${span}.`;
}

/**
 * Weekly meaningful commits (bars, left axis) and distinct active contributors (line, right
 * axis). The SVG is hidden from assistive technology: a visually hidden table carries the same
 * numbers, which a screen reader can walk cell by cell. Colours are theme variables, so the
 * chart follows light and dark mode without re-rendering.
 */
export function WeeklyActivityChart({ weeks, title }: WeeklyActivityChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const hasActivity = weeks.some((week) => week.commits > 0 || week.contributors > 0);

  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} className="flex flex-col gap-2">
      <figcaption id={titleId} className="text-sm font-medium">
        {title}
      </figcaption>
      <p id={summaryId} className="text-xs text-muted-foreground">
        {summaryOf(weeks)}
      </p>
      {hasActivity ? (
        <WeeklyActivityPlot weeks={weeks} />
      ) : (
        <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          No meaningful commits in this period.
        </p>
      )}
      <ActivityTable weeks={weeks} title={title} />
    </figure>
  );
}

/** The chart's numbers as a table, for screen readers (the SVG is hidden from them). */
function ActivityTable({ weeks, title }: WeeklyActivityChartProps) {
  return (
    <table className="sr-only">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">Commits</th>
          <th scope="col">Active contributors</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{formatDate(week.weekStart)}</th>
            <td>{week.commits}</td>
            <td>{week.contributors}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
