import type { AdminJob } from '@gitsignals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCollectRepository } from '../api/collect-repository';
import { isJobOver, useFollowedJob, type JobRef } from '../api/get-admin-job';
import { adminRepositoriesKey } from '../api/get-admin-repositories';

/** What the row says about its "Collect now": nothing yet, asking, the job's state, or a refusal. */
export type CollectStatus =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'following'; job: AdminJob | undefined; ref: JobRef }
  | { kind: 'refused'; message: string };

/**
 * "Collect now" of one repository: queues its collect, follows the job every second until it
 * completes or fails, then reloads the repositories so the row shows its new commits and outcome.
 */
export function useCollectNow(repositoryId: number) {
  const queryClient = useQueryClient();
  const collect = useCollectRepository();
  const [ref, setRef] = useState<JobRef | null>(null);
  const followed = useFollowedJob(ref);
  const job = followed.data;
  const over = isJobOver(job);

  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: adminRepositoriesKey() });
  }, [over, queryClient]);

  const start = () => {
    setRef(null);
    collect.mutate(repositoryId, { onSuccess: (queued) => setRef(queued) });
  };

  let status: CollectStatus = { kind: 'idle' };
  if (collect.isPending) status = { kind: 'asking' };
  else if (collect.isError) status = { kind: 'refused', message: collect.error.message };
  else if (ref) status = { kind: 'following', job, ref };

  const busy = collect.isPending || (ref !== null && !over);
  return { start, status, busy, followError: followed.error };
}
