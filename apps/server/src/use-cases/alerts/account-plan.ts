// What an account may do with alert rules (issue 17): a free account keeps FREE_ALERT_RULES rule
// on e-mail; a subscriber up to MAX_ALERT_RULES on any destination, Telegram only when the
// operator set a bot.
import {
  ALERT_DESTINATION_TYPES,
  FREE_ALERT_RULES,
  MAX_ALERT_RULES,
  type AlertDestinationType,
} from '@gitsignals/contracts';
import type { Database } from '@gitsignals/db';
import type { TelegramBot } from '../../alert-channels/telegram-bot';
import { isSubscriber } from '../../billing/entitlements';

/** Whether the operator's Telegram bot is there (TELEGRAM_BOT_TOKEN), and its @name. */
export interface TelegramAvailability {
  available: boolean;
  botUsername: string | null;
}

export const NO_TELEGRAM: TelegramAvailability = { available: false, botUsername: null };

/** The bot's availability; its @name unknown while Telegram cannot be reached (asked again later). */
export function telegramAvailabilityOf(
  bot: TelegramBot | undefined,
): () => Promise<TelegramAvailability> {
  if (!bot) return async () => NO_TELEGRAM;
  return async () => ({
    available: true,
    botUsername: await bot.username().catch(() => null),
  });
}

export interface AlertPlan {
  subscriber: boolean;
  limit: number;
  destinations: AlertDestinationType[];
}

export async function alertPlanOf(
  deps: { db: Database; now: () => Date; telegram: () => Promise<TelegramAvailability> },
  userId: string,
): Promise<AlertPlan> {
  if (!(await isSubscriber(deps, userId))) {
    return { subscriber: false, limit: FREE_ALERT_RULES, destinations: ['email'] };
  }
  const telegram = (await deps.telegram()).available;
  const destinations = ALERT_DESTINATION_TYPES.filter((type) => type !== 'telegram' || telegram);
  return { subscriber: true, limit: MAX_ALERT_RULES, destinations };
}
