import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminMeta } from './admin-query';

/** POST /api/admin/repositories/:id/collect ("Collect now"): 202 with the job to follow. */
export function collectRepository(id: number) {
  return call(endpoints.collectRepository, { params: { id: String(id) } });
}

export const useCollectRepository = () =>
  useMutation({ mutationFn: collectRepository, meta: adminMeta });
