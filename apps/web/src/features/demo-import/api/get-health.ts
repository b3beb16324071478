import type { Health } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** How often the health check is asked again while the demo import runs. */
export const IMPORT_POLL_MS = 5000;

/** GET /api/health: liveness, and the demo import's progress once one has begun (ADR 035). */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return call(endpoints.health, { signal });
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    // Asked again every few seconds only while an import runs; once it is done, never.
    refetchInterval: (query) =>
      query.state.data?.demoImport?.state === 'importing' ? IMPORT_POLL_MS : false,
    refetchOnWindowFocus: false,
  });

/** The demo import's progress, or undefined when there is none (or the check failed). */
export const useDemoImportProgress = () =>
  useQuery({ ...healthQueryOptions(), select: (health) => health.demoImport }).data;
