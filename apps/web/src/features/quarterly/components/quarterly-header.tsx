import type { QuarterlyAnalysis, QuartersResponse } from '@gitsignals/contracts';
import { Link } from 'react-router';
import { ReplayMark } from '@/components/feed-card';
import { ProjectLogo } from '@/components/project-logo';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import type { QuarterRef } from '../lib/quarter-keys';

type QuarterlyHeaderProps = {
  quarters: QuartersResponse;
  selected: QuarterRef;
  onSelect: (quarter: string) => void;
  /** The loaded analysis; null while it loads or when the quarter has none. */
  analysis: QuarterlyAnalysis | null;
};

/**
 * Replayed demo history, said in words as well as by the mark: which days the quarter's commits
 * really happened on, and that every date of the page is shifted.
 */
function ReplayNote({ replay }: { replay: NonNullable<QuarterlyAnalysis['replay']> }) {
  return (
    <p className="max-w-prose text-xs text-muted-foreground">
      Real history, replayed: this quarter&apos;s commits were recorded between{' '}
      <time dateTime={replay.recorded_start}>{formatDate(replay.recorded_start)}</time> and{' '}
      <time dateTime={replay.recorded_end}>{formatDate(replay.recorded_end)}</time>. The demo shifts
      each repository so its newest day is yesterday; dates on this page are the shifted ones, and
      milestones also give the day they were recorded.
    </p>
  );
}

/** Owner (logo, name), last updated, period range, and the quarter selector. */
export function QuarterlyHeader({ quarters, selected, onSelect, analysis }: QuarterlyHeaderProps) {
  const { project } = quarters;
  // The selected quarter is always listed, even when it has no data (the page then says so).
  const options = quarters.quarters.some((q) => q.quarter === selected.quarter)
    ? quarters.quarters
    : [{ quarter: selected.quarter, label: selected.label }, ...quarters.quarters];
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <ProjectLogo name={project.name} src={quarters.image_url} size="lg" />
        <div className="min-w-0 space-y-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{project.name}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>Quarterly analysis</span>
            {analysis === null ? null : (
              <>
                <span>
                  Last updated{' '}
                  <time dateTime={analysis.updated_at}>{formatDate(analysis.updated_at)}</time>
                </span>
                <span>
                  <time dateTime={analysis.period_start}>{formatDate(analysis.period_start)}</time>
                  {' – '}
                  <time dateTime={analysis.period_end}>{formatDate(analysis.period_end)}</time>
                </span>
                {analysis.is_open ? <Badge variant="secondary">Quarter in progress</Badge> : null}
                {analysis.replay ? (
                  <ReplayMark
                    recordedDate={analysis.replay.recorded_start}
                    recordedUntil={analysis.replay.recorded_end}
                  />
                ) : null}
              </>
            )}
          </p>
          {analysis?.replay ? <ReplayNote replay={analysis.replay} /> : null}
          <Link
            to={`/project/${encodeURIComponent(project.slug)}`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Project page
          </Link>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="quarter-select">Quarter</Label>
        <Select value={selected.quarter} onValueChange={onSelect}>
          <SelectTrigger id="quarter-select" className="w-full md:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((q) => (
              <SelectItem key={q.quarter} value={q.quarter}>
                {q.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </header>
  );
}
