// GET /users/{id}/telegram/chats: the chats the user linked, for the alert form's chat picker.
import { listTelegramChats } from '@gitsignals/db';
import type { TelegramDeps } from './telegram-deps';

export async function listLinkedTelegramChats(deps: Pick<TelegramDeps, 'db'>, userId: string) {
  const chats = await listTelegramChats(deps.db, userId);
  return {
    chats: chats.map((chat) => ({
      chatId: chat.chatId,
      title: chat.title,
      linkedAt: chat.linkedAt.toISOString(),
    })),
  };
}
