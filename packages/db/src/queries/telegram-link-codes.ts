// One-time codes that link a Telegram chat (schema/integrations.ts): made for a signed-in user,
// sent to the bot as `/start CODE`, marked with the chat they arrived from, once.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { telegramLinkCodes } from '../schema/index';

export type TelegramLinkCodeRow = typeof telegramLinkCodes.$inferSelect;

export async function insertTelegramLinkCode(
  db: Database,
  code: { code: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(telegramLinkCodes).values(code);
}

export async function findTelegramLinkCode(
  db: Database,
  code: string,
): Promise<TelegramLinkCodeRow | undefined> {
  const rows = await db
    .select()
    .from(telegramLinkCodes)
    .where(eq(telegramLinkCodes.code, code))
    .limit(1);
  return rows[0];
}

/**
 * Records the chat a code arrived from, unless one already did (the first `/start` wins, so a
 * code seen by someone else afterwards cannot move the link). Answers whether this call set it.
 */
export async function markTelegramLinkCodeUsed(
  db: Database,
  code: string,
  chat: { chatId: string; chatTitle: string },
): Promise<boolean> {
  const rows = await db
    .update(telegramLinkCodes)
    .set(chat)
    .where(and(eq(telegramLinkCodes.code, code), isNull(telegramLinkCodes.chatId)))
    .returning({ code: telegramLinkCodes.code });
  return rows.length > 0;
}

/** Removes codes that expired before `before` (kept a while, so a late poll can still answer). */
export async function deleteTelegramLinkCodes(db: Database, before: Date): Promise<void> {
  await db.delete(telegramLinkCodes).where(lt(telegramLinkCodes.expiresAt, before));
}
