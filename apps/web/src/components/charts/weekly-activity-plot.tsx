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
import { formatDate } from '@/lib/format';

export type WeeklyActivityPoint = {
  /** YYYY-MM-DD, the Monday (UTC) that starts the ISO week. */
  weekStart: string;
  commits: number;
  contributors: number;
};

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function weekLabel(weekStart: string): string {
  return shortDate.format(new Date(`${weekStart}T00:00:00Z`));
}

/**
 * The SVG chart: commits as bars on the left axis, contributors as a line on the right one.
 * Recharts reads its children's types, so every axis and series stays a direct child here.
 */
export function WeeklyActivityPlot({ weeks }: { weeks: readonly WeeklyActivityPoint[] }) {
  return (
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
  );
}
