import type { AdminJob } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKey, adminMeta } from './admin-query';

export type JobRef = { queue: string; jobId: string };

/** How often a followed job is asked for while it waits or runs. */
export const JOB_POLL_MS = 1000;

export const isJobOver = (job: AdminJob | undefined) =>
  job !== undefined && ['completed', 'failed', 'cancelled'].includes(job.state);

export const adminJobKey = ({ queue, jobId }: JobRef) => adminKey('job', queue, jobId);

/** GET /api/admin/jobs/:queue/:id: one job's state, answer or error. */
export function getAdminJob({ queue, jobId }: JobRef, signal?: AbortSignal): Promise<AdminJob> {
  return call(endpoints.adminJob, { params: { queue, id: jobId }, signal });
}

/** Follows a job about every second until it has completed, failed or been cancelled. */
export function useFollowedJob(job: JobRef | null) {
  return useQuery({
    queryKey: adminJobKey(job ?? { queue: '', jobId: '' }),
    queryFn: ({ signal }) => getAdminJob(job!, signal),
    enabled: job !== null,
    staleTime: 0,
    meta: adminMeta,
    refetchInterval: (query) => (isJobOver(query.state.data) ? false : JOB_POLL_MS),
  });
}
