import type { AdminMail } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminKey, adminMeta } from './admin-query';

/** GET /api/admin/mail: e-mails per day and kind, and the newest messages. */
export function getAdminMail(signal?: AbortSignal): Promise<AdminMail> {
  return call(endpoints.adminMail, { signal });
}

export const useAdminMail = () =>
  useQuery({
    queryKey: adminKey('mail'),
    queryFn: ({ signal }) => getAdminMail(signal),
    staleTime: 30_000,
    meta: adminMeta,
  });
