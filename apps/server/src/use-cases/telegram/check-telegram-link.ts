// GET /users/{id}/telegram/links/{code}: how the user's link code stands. While it waits, the
// bot's new messages are read first, so the answer reflects a `/start CODE` sent a moment ago.
import type { TelegramLink } from '@gitsignals/contracts';
import { findTelegramLinkCode } from '@gitsignals/db';
import { notFound } from '../errors';
import { readBotUpdates } from './read-bot-updates';
import { requireBot, type TelegramDeps } from './telegram-deps';
import { presentTelegramLink } from './telegram-link';

const NOT_FOUND = 'No such link code';

export async function checkTelegramLink(
  deps: TelegramDeps,
  userId: string,
  code: string,
): Promise<TelegramLink> {
  const bot = requireBot(deps);
  const before = await findTelegramLinkCode(deps.db, code);
  // Another user's code answers like a missing one: codes are not for guessing.
  if (!before || before.userId !== userId) throw notFound(NOT_FOUND);
  const waiting = before.chatId === null && before.expiresAt > deps.now();
  if (waiting) await readBotUpdates(deps, bot);
  const row = waiting ? await findTelegramLinkCode(deps.db, code) : before;
  if (!row) throw notFound(NOT_FOUND);
  return presentTelegramLink(row, await bot.username(), deps.now());
}
