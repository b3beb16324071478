import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * Whether this browser can read the server's development outbox (no SMTP server configured,
 * DEV_OUTBOX on, a request made on that machine): a new account's link is there, not in a mailbox.
 */
export function useDevOutboxAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['dev', 'outbox', 'status'] as const,
    queryFn: ({ signal }) => call(endpoints.devOutboxStatus, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  return data?.available ?? false;
}
