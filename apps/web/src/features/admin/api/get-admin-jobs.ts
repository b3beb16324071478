import type { AdminJobs } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKey, adminMeta } from './admin-query';

/** The jobs screen refreshes itself this often while it is open. */
export const JOBS_REFRESH_MS = 10_000;

export const adminJobsKey = adminKey('jobs');

/** GET /api/admin/jobs: counts per queue, the failed jobs, the last daily run. */
export function getAdminJobs(signal?: AbortSignal): Promise<AdminJobs> {
  return call(endpoints.adminJobs, { signal });
}

export const useAdminJobs = () =>
  useQuery({
    queryKey: adminJobsKey,
    queryFn: ({ signal }) => getAdminJobs(signal),
    staleTime: 0,
    meta: adminMeta,
    refetchInterval: JOBS_REFRESH_MS,
  });
