import type { AdminJob } from '@gitsignals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isJobOver, useFollowedJob } from '../api/get-admin-job';
import { adminJobsKey } from '../api/get-admin-jobs';
import { JobStateBadge } from './job-state-badge';

/** Jobs retried from this screen, followed every second until they complete or fail again. */
export function RetriedJobsCard({ jobs }: { jobs: AdminJob[] }) {
  if (jobs.length === 0) return null;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h2">Retried</CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <ul aria-label="Retried jobs" className="grid gap-2">
          {jobs.map((job) => (
            <RetriedJob key={job.id} job={job} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RetriedJob({ job }: { job: AdminJob }) {
  const followed = useFollowedJob({ queue: job.queue, jobId: job.id });
  const now = followed.data ?? job;
  const over = isJobOver(followed.data);
  const queryClient = useQueryClient();
  // Its end changes the counts above: reload them now rather than at the next refresh.
  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: adminJobsKey });
  }, [over, queryClient]);
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
      <span className="font-mono text-xs">{job.queue}</span>
      {job.project ? <span className="font-medium">{job.project}</span> : null}
      <JobStateBadge state={now.state} />
      {now.state === 'failed' && now.error ? (
        <span className="text-xs break-words whitespace-pre-wrap text-destructive">
          {now.error}
        </span>
      ) : null}
    </li>
  );
}
