import type { AdminLlm } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKey, adminMeta } from './admin-query';

/** GET /api/admin/llm: LLM calls, tokens, cost and fallbacks per day and model (30 days). */
export function getAdminLlm(signal?: AbortSignal): Promise<AdminLlm> {
  return call(endpoints.adminLlm, { signal });
}

export const useAdminLlm = () =>
  useQuery({
    queryKey: adminKey('llm'),
    queryFn: ({ signal }) => getAdminLlm(signal),
    staleTime: 30_000,
    meta: adminMeta,
  });
