// The Telegram chats users linked to the operator's bot (schema/integrations.ts): where a
// telegram alert destination may point. Linking again updates the title (a renamed group).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { telegramChats } from '../schema/index';

const telegramChatColumns = {
  chatId: telegramChats.chatId,
  title: telegramChats.title,
  linkedAt: telegramChats.linkedAt,
};

/** A user's linked chats, the latest first. */
export async function listTelegramChats(db: Database, userId: string) {
  return db
    .select(telegramChatColumns)
    .from(telegramChats)
    .where(eq(telegramChats.userId, userId))
    .orderBy(desc(telegramChats.linkedAt), telegramChats.chatId);
}

export type TelegramChatRow = Awaited<ReturnType<typeof listTelegramChats>>[number];

/** The chat if `userId` linked it: a rule may only send to the owner's own chats. */
export async function findTelegramChat(
  db: Database,
  userId: string,
  chatId: string,
): Promise<TelegramChatRow | undefined> {
  const rows = await db
    .select(telegramChatColumns)
    .from(telegramChats)
    .where(and(eq(telegramChats.userId, userId), eq(telegramChats.chatId, chatId)))
    .limit(1);
  return rows[0];
}

/** Records the chat under the user; a chat linked before keeps its row with the new title. */
export async function saveTelegramChat(
  db: Database,
  chat: { userId: string; chatId: string; title: string; linkedAt: Date },
): Promise<void> {
  await db
    .insert(telegramChats)
    .values(chat)
    .onConflictDoUpdate({
      target: [telegramChats.userId, telegramChats.chatId],
      set: { title: chat.title, linkedAt: chat.linkedAt },
    });
}
