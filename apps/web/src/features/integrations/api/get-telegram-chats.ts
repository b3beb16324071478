import { endpoints } from '@gitsignals/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { telegramChatsKey, useUserId } from './integration-keys';

export type TelegramChat = { chatId: string; title: string; linkedAt: string };

/** GET /users/{id}/telegram/chats: the chats this user linked to the operator's bot. */
export async function getTelegramChats(
  userId: string,
  signal?: AbortSignal,
): Promise<TelegramChat[]> {
  return (await call(endpoints.telegramChats, { params: { id: userId }, signal })).chats;
}

export function useTelegramChats(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: telegramChatsKey(userId),
    queryFn: ({ signal }) => getTelegramChats(userId, signal),
    enabled: enabled && userId !== '',
  });
}
