import type { AnalyzeResponse } from '@gitsignals/contracts';
import { Link } from 'react-router';
import { ProjectLogo } from '@/components/project-logo';
import { formatDate } from '@/lib/format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** The analysed project's name and icon, and the feed details of the window. */
export function AnalysisHeader({ result }: { result: AnalyzeResponse }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <ProjectLogo name={result.project.name} src={result.project.image_url} size="lg" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{result.project.name}</h1>
          <Link
            to={`/project/${encodeURIComponent(result.project.slug)}`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Project page
          </Link>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-4 text-sm">
        <Detail label="Last Updated" value={formatDate(result.generated_at)} />
        <Detail label="Total Commits" value={result.commits_count.toLocaleString('en-US')} />
        <Detail label="Days Analyzed" value={String(result.days)} />
      </dl>
    </div>
  );
}
