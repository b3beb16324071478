// A link code as the API shows it (contracts' telegramLinkSchema): its t.me link, and whether it
// is still waiting for the `/start CODE` message, linked to a chat, or expired.
import type { TelegramLink } from '@gitsignals/contracts';
import type { TelegramLinkCodeRow } from '@gitsignals/db';

/** https://t.me/<bot>?start=<code>: opening it in Telegram fills in `/start <code>`. */
export const telegramStartLink = (botUsername: string, code: string) =>
  `https://t.me/${encodeURIComponent(botUsername)}?start=${encodeURIComponent(code)}`;

export function presentTelegramLink(
  row: TelegramLinkCodeRow,
  botUsername: string,
  now: Date,
): TelegramLink {
  const linked = row.chatId !== null;
  return {
    code: row.code,
    link: telegramStartLink(botUsername, row.code),
    expiresAt: row.expiresAt.toISOString(),
    status: linked ? 'linked' : row.expiresAt <= now ? 'expired' : 'waiting',
    chat: linked ? { chatId: row.chatId ?? '', title: row.chatTitle ?? '' } : null,
  };
}
