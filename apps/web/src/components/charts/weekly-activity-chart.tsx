import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDate, pluralize } from '@/lib/format';

export type WeeklyActivityPoint = {
  /** YYYY-MM-DD, the Monday (UTC) that starts the ISO week. */
  weekStart: string;
  commits: number;
  contributors: number;
};

type WeeklyActivityChartProps = {
  weeks: readonly WeeklyActivityPoint[];
  title: string;
};

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function weekLabel(weekStart: string): string {
  return shortDate.format(new Date(`${weekStart}T00:00:00Z`));
}

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
        <div aria-hidden="true" className="h-56 w-full text-xs sm:h-64">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart
              data={weeks as WeeklyActivityPoint[]}
              margin={{ top: 8, right: 4, bottom: 0, left: -16 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis
                dataKey="weekStart"
                tickFormatter={weekLabel}
                tickLine={false}
                axisLine={false}
                minTickGap={24}
                tick={{ fill: 'var(--muted-foreground)' }}
              />
              <YAxis
                yAxisId="commits"
                allowDecimals={false}
                tickLine={false}
                axisLine={false}
                width={48}
                tick={{ fill: 'var(--muted-foreground)' }}
              />
              <YAxis
                yAxisId="contributors"
                orientation="right"
                allowDecimals={false}
                tickLine={false}
                axisLine={false}
                width={32}
                tick={{ fill: 'var(--muted-foreground)' }}
              />
              <Tooltip
                cursor={{ fill: 'var(--accent)' }}
                labelFormatter={(label) => `Week of ${formatDate(String(label))}`}
                contentStyle={{
                  background: 'var(--popover)',
                  color: 'var(--popover-foreground)',
                  border: '1px solid var(--border)',
                  borderRadius: 'var(--radius)',
                }}
              />
              <Legend wrapperStyle={{ color: 'var(--muted-foreground)' }} />
              <Bar
                yAxisId="commits"
                dataKey="commits"
                name="Commits"
                fill="var(--primary)"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
              <Line
                yAxisId="contributors"
                dataKey="contributors"
                name="Active contributors"
                type="monotone"
                stroke="var(--foreground)"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          No meaningful commits in this period.
        </p>
      )}
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
    </figure>
  );
}
