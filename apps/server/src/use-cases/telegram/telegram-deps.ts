// What the Telegram linking use cases need: the database, the operator's bot (none when
// TELEGRAM_BOT_TOKEN is unset) and the clock.
import type { Database } from '@gitsignals/db';
import type { TelegramBot } from '../../alert-channels/telegram-bot';
import type { Clock } from '../../time';
import { conflict } from '../errors';

export interface TelegramDeps {
  db: Database;
  telegram: TelegramBot | undefined;
  now: Clock;
  /** Told when reading the bot's updates failed (the link then stays waiting). */
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** The operator set no bot: linking cannot work, and the answer says who can change that. */
export function requireBot(deps: TelegramDeps): TelegramBot {
  if (deps.telegram) return deps.telegram;
  throw conflict(
    'telegram_unavailable',
    'Telegram alerts are not available on this server: the operator has not set a Telegram bot (TELEGRAM_BOT_TOKEN)',
  );
}
