import type { TelegramLink } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { telegramLinkKey, useUserId } from './integration-keys';

/** GET /users/{id}/telegram/links/{code}: whether the bot has seen the code yet. */
export function getTelegramLink(
  userId: string,
  code: string,
  signal?: AbortSignal,
): Promise<TelegramLink> {
  return call(endpoints.telegramLink, { params: { id: userId, code }, signal });
}

export const TELEGRAM_POLL_MS = 2000;

/** Asked every 2 s while the code waits; stops once the chat is linked or the code expired. */
export function useTelegramLink(code: string | null) {
  const userId = useUserId();
  return useQuery({
    queryKey: telegramLinkKey(userId, code ?? ''),
    queryFn: ({ signal }) => getTelegramLink(userId, code ?? '', signal),
    enabled: code !== null && userId !== '',
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'waiting' || query.state.data === undefined
        ? TELEGRAM_POLL_MS
        : false,
  });
}
