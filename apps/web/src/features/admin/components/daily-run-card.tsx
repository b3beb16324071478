import type { AdminJobs } from '@gitsignals/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '../lib/format';
import { JobStateBadge } from './job-state-badge';
import { cellClass, tableClass, TableHead, TableScroll } from '@/components/ui/table-scroll';

type DailyRun = NonNullable<AdminJobs['lastDailyRun']>;
type Step = DailyRun['projects'][number]['collect'];

/** The last daily run: when, its state, and each project's collect and analysis. */
export function DailyRunCard({ run }: { run: AdminJobs['lastDailyRun'] }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h2">Last daily run</CardTitle>
        {run ? (
          <CardDescription className="flex flex-wrap items-center gap-2">
            <span>{formatDateTime(run.job.createdAt)}</span>
            <JobStateBadge state={run.job.state} />
            {run.bulk ? <span>with a bulk GitHub collect</span> : null}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="px-4">
        {!run ? (
          <p className="text-sm text-muted-foreground">No daily run yet.</p>
        ) : run.projects.length === 0 ? (
          <p className="text-sm text-muted-foreground">The run queued no project.</p>
        ) : (
          <TableScroll label="Projects of the last daily run">
            <table className={tableClass}>
              <TableHead text={['Project', 'Collect', 'Analysis']} />
              <tbody>
                {run.projects.map((row) => (
                  <tr key={row.project}>
                    <th scope="row" className={`${cellClass} text-left font-medium`}>
                      {row.project}
                    </th>
                    <td className={cellClass}>
                      <StepOutcome step={row.collect} none="already waiting" />
                    </td>
                    <td className={cellClass}>
                      <StepOutcome step={row.analyse} none="not yet" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}

function StepOutcome({ step, none }: { step: Step; none: string }) {
  if (!step) return <span className="text-muted-foreground">{none}</span>;
  return (
    <div className="grid max-w-md gap-1 whitespace-normal">
      <JobStateBadge state={step.state} />
      {step.error ? (
        <span className="text-xs break-words text-destructive">{step.error}</span>
      ) : null}
    </div>
  );
}
