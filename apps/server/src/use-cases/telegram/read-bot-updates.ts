// Reads what users sent to the bot since the last read (getUpdates, answered at once) and links
// each chat that sent `/start CODE` with a valid code, answering in the chat. The offset is kept
// in app_state, so Telegram drops what was read and each update is handled once. Polling instead
// of a webhook: it works behind NAT and on localhost, with no public URL (ADR 062).
import {
  findAppState,
  findTelegramLinkCode,
  markTelegramLinkCodeUsed,
  saveAppState,
  saveTelegramChat,
} from '@gitsignals/db';
import type { TelegramBot, TelegramChat, TelegramUpdate } from '../../alert-channels/telegram-bot';
import type { TelegramDeps } from './telegram-deps';

export const TELEGRAM_OFFSET_KEY = 'telegram.updates.offset';

/** `/start CODE`, also as `/start@bot_name CODE` (how groups address one bot among several). */
const START = /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{8,64})\s*$/;

export const LINKED_REPLY =
  'This chat is now linked to your GitSignals account. Alerts you send to it will arrive here.';
export const UNKNOWN_CODE_REPLY =
  'This link code is unknown or has expired. Make a new one in GitSignals: Settings → Alerts & integrations.';

/** A group's title; for a private chat the user's name, else the @username. */
export function chatTitle(chat: TelegramChat): string {
  const name = [chat.first_name, chat.last_name].filter(Boolean).join(' ');
  return chat.title ?? (name || (chat.username ? `@${chat.username}` : `Chat ${chat.id}`));
}

async function reply(bot: TelegramBot, chatId: number, text: string): Promise<void> {
  // The link stands whether or not the confirmation arrives.
  await bot
    .sendMessage({
      chat_id: String(chatId),
      text,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    })
    .catch(() => undefined);
}

async function handleUpdate(deps: TelegramDeps, bot: TelegramBot, update: TelegramUpdate) {
  const message = update.message;
  const code = message?.text ? START.exec(message.text.trim())?.[1] : undefined;
  if (!message || !code) return;
  const now = deps.now();
  const row = await findTelegramLinkCode(deps.db, code);
  const usable = row && row.chatId === null && row.expiresAt > now;
  if (!usable) return reply(bot, message.chat.id, UNKNOWN_CODE_REPLY);
  const chat = { chatId: String(message.chat.id), chatTitle: chatTitle(message.chat) };
  if (!(await markTelegramLinkCodeUsed(deps.db, code, chat))) return;
  await saveTelegramChat(deps.db, {
    userId: row.userId,
    chatId: chat.chatId,
    title: chat.chatTitle,
    linkedAt: now,
  });
  await reply(bot, message.chat.id, LINKED_REPLY);
}

/** Handles the bot's new updates; a failed read is logged and left for the next poll. */
export async function readBotUpdates(deps: TelegramDeps, bot: TelegramBot): Promise<void> {
  const stored = await findAppState(deps.db, TELEGRAM_OFFSET_KEY);
  let updates: TelegramUpdate[];
  try {
    updates = await bot.getUpdates(stored === null ? undefined : Number(stored));
  } catch (error) {
    deps.log?.('could not read the Telegram bot updates', { error: (error as Error).message });
    return;
  }
  for (const update of updates) await handleUpdate(deps, bot, update);
  const last = updates.at(-1);
  if (last) await saveAppState(deps.db, TELEGRAM_OFFSET_KEY, String(last.update_id + 1));
}
