// The operator's Telegram bot, through the real Bot API (https://core.telegram.org/bots/api):
// sendMessage for alerts, getMe for the bot's username (the t.me link), getUpdates to read the
// `/start CODE` messages that link a chat. The base URL is configurable (TELEGRAM_API_URL) so tests
// talk to a local stand-in; the operator sets it, so it is not a user-typed target for the SSRF
// guard. The token sits in every URL: it never goes into an error message.
import type { TelegramSendMessage } from './telegram-message';

export const TELEGRAM_TIMEOUT_MS = 5_000;

export interface TelegramChat {
  id: number;
  type: string;
  title?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: {
    message_id: number;
    text?: string;
    chat: TelegramChat;
    from?: { id: number; first_name?: string; username?: string };
  };
}

/** An answer with `ok: false`, or none. `status`: Telegram's error_code (its HTTP status). */
export class TelegramApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'TelegramApiError';
  }
}

export interface TelegramBot {
  sendMessage(body: TelegramSendMessage): Promise<void>;
  /** The bot's @username (getMe), asked once and then remembered: it is in every t.me link. */
  username(): Promise<string>;
  /** Updates from `offset` on, answered at once (timeout 0): a request never waits on the bot. */
  getUpdates(offset: number | undefined): Promise<TelegramUpdate[]>;
}

interface BotApiAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
}

export function createTelegramBot(options: {
  token: string;
  apiUrl: string;
  timeoutMs?: number;
}): TelegramBot {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/bot${options.token}`;
  async function call<T>(method: string, params: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(options.timeoutMs ?? TELEGRAM_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new TelegramApiError(
        timedOut ? 'Telegram did not answer in time' : 'Could not reach Telegram',
        null,
      );
    }
    const answer = (await response.json().catch(() => ({ ok: false }))) as BotApiAnswer<T>;
    if (answer.ok && answer.result !== undefined) return answer.result;
    const status = answer.error_code ?? response.status;
    throw new TelegramApiError(
      `Telegram answered ${status}: ${answer.description ?? response.statusText}`,
      status,
    );
  }
  let username: Promise<string> | undefined;
  return {
    sendMessage: async (body) => {
      await call('sendMessage', body);
    },
    username: () => {
      username ??= call<{ username: string }>('getMe', {}).then((me) => me.username);
      // A failed ask is not remembered: the next link asks again.
      username.catch(() => (username = undefined));
      return username;
    },
    getUpdates: (offset) =>
      call('getUpdates', {
        ...(offset === undefined ? {} : { offset }),
        timeout: 0,
        allowed_updates: ['message'],
      }),
  };
}
