import type { AdminJob } from '@gitsignals/contracts';
import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { JOBS_REFRESH_MS, useAdminJobs } from '../api/get-admin-jobs';
import { DailyRunCard } from './daily-run-card';
import { FailedJobItem } from './failed-job-item';
import { RetriedJobsCard } from './retried-jobs-card';
import { QueueCountsTable } from './queue-counts-table';
import { ScreenState } from './screen-state';

/** Jobs per queue, the failed ones with a retry, and the last daily run; refreshed every 10 s. */
export function JobsScreen() {
  const query = useAdminJobs();
  // Kept here: a retried job leaves the failed list at the next refresh, and is followed below.
  const [retried, setRetried] = useState<AdminJob[]>([]);
  const addRetried = (job: AdminJob) =>
    setRetried((jobs) => [job, ...jobs.filter((other) => other.id !== job.id)]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Refreshes every {JOBS_REFRESH_MS / 1000} seconds.
        </p>
        <Button
          variant="outline"
          size="sm"
          busy={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching ? null : <RefreshCwIcon aria-hidden="true" />}
          Refresh
        </Button>
      </div>
      <ScreenState query={query} what="the jobs">
        {(data) => (
          <>
            <Card className="gap-3 py-4">
              <CardHeader className="px-4">
                <CardTitle as="h2">Queues</CardTitle>
              </CardHeader>
              <CardContent className="px-4">
                <QueueCountsTable queues={data.queues} />
              </CardContent>
            </Card>
            <RetriedJobsCard jobs={retried} />
            <Card className="gap-3 py-4">
              <CardHeader className="px-4">
                <CardTitle as="h2">Failed jobs</CardTitle>
              </CardHeader>
              <CardContent className="px-4">
                {data.failed.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No failed jobs.</p>
                ) : (
                  <ul aria-label="Failed jobs">
                    {data.failed.map((job) => (
                      <FailedJobItem key={job.id} job={job} onRetried={addRetried} />
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
            <DailyRunCard run={data.lastDailyRun} />
          </>
        )}
      </ScreenState>
    </div>
  );
}
