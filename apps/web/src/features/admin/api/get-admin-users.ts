import type { AdminUsers } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKey, adminMeta } from './admin-query';

/** GET /api/admin/users: account counts and the newest accounts. */
export function getAdminUsers(signal?: AbortSignal): Promise<AdminUsers> {
  return call(endpoints.adminUsers, { signal });
}

export const useAdminUsers = () =>
  useQuery({
    queryKey: adminKey('users'),
    queryFn: ({ signal }) => getAdminUsers(signal),
    staleTime: 30_000,
    meta: adminMeta,
  });
