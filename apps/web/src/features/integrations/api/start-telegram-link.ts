import type { TelegramLink } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useUserId } from './integration-keys';

/** POST /users/{id}/telegram/links: a one-time code to send to the bot. */
export function startTelegramLink(userId: string): Promise<TelegramLink> {
  return call(endpoints.startTelegramLink, { params: { id: userId } });
}

export function useStartTelegramLink() {
  const userId = useUserId();
  return useMutation({ mutationFn: () => startTelegramLink(userId) });
}
