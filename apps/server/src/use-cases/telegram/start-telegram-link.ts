// POST /users/{id}/telegram/links: a fresh one-time code for the user to send to the bot. Codes
// are random (72 bits, URL-safe, what Telegram's start parameter allows), expire after 15 minutes
// and work once.
import { randomBytes } from 'node:crypto';
import type { TelegramLink } from '@gitsignals/contracts';
import { deleteTelegramLinkCodes, insertTelegramLinkCode } from '@gitsignals/db';
import { requireBot, type TelegramDeps } from './telegram-deps';
import { presentTelegramLink } from './telegram-link';

export const TELEGRAM_LINK_TTL_MS = 15 * 60 * 1000;
/** Expired codes are kept this long, so a page still polling hears "expired", not "not found". */
const EXPIRED_CODES_KEPT_MS = 24 * 60 * 60 * 1000;

export const newTelegramLinkCode = () => randomBytes(9).toString('base64url');

export async function startTelegramLink(deps: TelegramDeps, userId: string): Promise<TelegramLink> {
  const bot = requireBot(deps);
  const botUsername = await bot.username();
  const now = deps.now();
  await deleteTelegramLinkCodes(deps.db, new Date(now.getTime() - EXPIRED_CODES_KEPT_MS));
  const row = {
    code: newTelegramLinkCode(),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TELEGRAM_LINK_TTL_MS),
  };
  await insertTelegramLinkCode(deps.db, row);
  return presentTelegramLink({ ...row, chatId: null, chatTitle: null }, botUsername, now);
}
