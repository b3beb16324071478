import type { AdminJob } from '@gitsignals/contracts';
import { RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRetryJob } from '../api/retry-job';
import { formatDateTime } from '../lib/format';
import { JobStateBadge } from './job-state-badge';

/** A failed job: queue, project, when, its error, and "Retry" (then it shows as queued). */
export function FailedJobItem({
  job,
  onRetried,
}: {
  job: AdminJob;
  /** The job as the retry answered it (waiting again). */
  onRetried: (job: AdminJob) => void;
}) {
  const retry = useRetryJob();
  const retried = retry.data;
  const label = `${job.queue}${job.project ? ` · ${job.project}` : ''}`;
  return (
    <li className="grid gap-2 border-t py-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs">{job.queue}</span>
        {job.project ? <span className="font-medium">{job.project}</span> : null}
        <JobStateBadge state={retried ? retried.state : job.state} />
        <span className="text-xs text-muted-foreground">
          {formatDateTime(job.finishedAt ?? job.createdAt)}
          {job.retries > 0 ? ` · ${job.retries} retries` : ''}
        </span>
      </div>
      {job.error ? (
        <p className="rounded-md bg-destructive/5 p-2 font-mono text-xs break-words whitespace-pre-wrap">
          {job.error}
        </p>
      ) : null}
      <p className="font-mono text-[11px] break-all text-muted-foreground">{job.id}</p>
      <div className="flex flex-wrap items-center gap-2" role="status" aria-live="polite">
        {retried ? (
          <span className="text-sm">Queued again.</span>
        ) : (
          <Button
            variant="outline"
            size="sm"
            busy={retry.isPending}
            aria-label={`Retry ${label}`}
            onClick={() => {
              if (retry.isPending) return;
              retry.mutate({ queue: job.queue, jobId: job.id }, { onSuccess: onRetried });
            }}
          >
            <RotateCwIcon aria-hidden="true" />
            Retry
          </Button>
        )}
        {retry.isError ? (
          <span className="text-sm text-destructive">{retry.error.message}</span>
        ) : null}
      </div>
    </li>
  );
}
