import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminMeta } from './admin-query';
import { adminJobsKey } from './get-admin-jobs';
import { adminJobKey, type JobRef } from './get-admin-job';

/** POST /api/admin/jobs/:queue/:id/retry: a failed job back to its queue, answered waiting. */
export function retryJob({ queue, jobId }: JobRef) {
  return call(endpoints.retryJob, { params: { queue, id: jobId } });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    meta: adminMeta,
    // Followed from its new state: a cached 'failed' would stop the polling before it began.
    onSuccess: (job, ref) => queryClient.setQueryData(adminJobKey(ref), job),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKey }),
  });
}
