// The alert channels behind the SendAlert port (channel.ts): one message, to the rule's
// destination, answered as a SendOutcome and never thrown. Whether a failure is worth retrying is
// decided here, once, for every channel: a refused address or a 4xx (but 408 and 429) will fail
// the same way again; a 5xx, a 429, a timeout or a lost connection may not.
import { performance } from 'node:perf_hooks';
import type { MailMessage } from '../mail/mailer';
import type { Clock } from '../time';
import type { AlertMessage, AlertTarget, SendAlert, SendOutcome } from './channel';
import { discordMessage } from './discord-message';
import { alertEmail } from './email-message';
import {
  createSafeFetch,
  OutgoingRequestError,
  type AddressPolicy,
  type ResolveHost,
  type SafeFetch,
} from './safe-fetch';
import { signedHeaders } from './sign';
import { slackMessage } from './slack-message';
import { TelegramApiError, type TelegramBot } from './telegram-bot';
import { telegramMessage } from './telegram-message';
import { webhookPayload } from './webhook-payload';
import { clip } from './alert-text';

export interface SendAlertDeps {
  /** ALERTS_ALLOW_PRIVATE_TARGETS */
  allowPrivateTargets: boolean;
  /** Default 5 s; tests shorten it. */
  timeoutMs?: number;
  /** Default: the system's DNS; tests map names to local addresses. */
  resolveHost?: ResolveHost;
  /** Default: address-policy.ts; tests let one local address pass as public. */
  addressPolicy?: AddressPolicy;
  mailer: { send(message: MailMessage): Promise<void> };
  /** Unset when the operator set no TELEGRAM_BOT_TOKEN. */
  telegram: TelegramBot | undefined;
  now: Clock;
}

type Attempt = Omit<SendOutcome, 'latencyMs'>;

/** 408 Request Timeout and 429 Too Many Requests say "later"; other 4xx say "never like this". */
export const isRetryableStatus = (status: number): boolean =>
  status === 408 || status === 429 || status >= 500;

const SERVICE_NAMES = { webhook: 'The receiver', slack: 'Slack', discord: 'Discord' } as const;

async function postJson(
  fetchSafely: SafeFetch,
  service: keyof typeof SERVICE_NAMES,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Attempt> {
  try {
    const answer = await fetchSafely({ url, method: 'POST', headers, body });
    if (answer.status >= 200 && answer.status < 300) {
      return { ok: true, responseCode: answer.status, error: null, retryable: false };
    }
    const said = answer.body.trim() ? `: ${clip(answer.body.trim(), 200)}` : '';
    return {
      ok: false,
      responseCode: answer.status,
      error: `${SERVICE_NAMES[service]} answered ${answer.status}${said}`,
      retryable: isRetryableStatus(answer.status),
    };
  } catch (error) {
    const known = error instanceof OutgoingRequestError;
    return {
      ok: false,
      responseCode: null,
      error: known ? error.message : 'The request failed',
      retryable: known ? error.retryable : true,
    };
  }
}

async function sendEmail(deps: SendAlertDeps, target: AlertTarget, message: AlertMessage) {
  try {
    await deps.mailer.send(alertEmail(message, target.email));
    return { ok: true, responseCode: 250, error: null, retryable: false };
  } catch (error) {
    const code = (error as { responseCode?: unknown }).responseCode;
    const smtpCode = typeof code === 'number' ? code : null;
    return {
      ok: false,
      responseCode: smtpCode,
      error: `The e-mail could not be sent: ${clip((error as Error).message ?? String(error), 200)}`,
      // SMTP 5xx is permanent (a refused address); 4xx and no answer are worth another try.
      retryable: smtpCode === null || smtpCode < 500,
    };
  }
}

async function sendTelegram(deps: SendAlertDeps, chatId: string, message: AlertMessage) {
  if (!deps.telegram) {
    return {
      ok: false,
      responseCode: null,
      error: 'Telegram is not set up on this server (TELEGRAM_BOT_TOKEN)',
      retryable: false,
    };
  }
  try {
    await deps.telegram.sendMessage(telegramMessage(message, chatId));
    return { ok: true, responseCode: 200, error: null, retryable: false };
  } catch (error) {
    const status = error instanceof TelegramApiError ? error.status : null;
    return {
      ok: false,
      responseCode: status,
      error: error instanceof Error ? error.message : 'Telegram failed',
      retryable: status === null || isRetryableStatus(status),
    };
  }
}

export function createSendAlert(deps: SendAlertDeps): SendAlert {
  const fetchSafely = createSafeFetch({
    allowPrivateTargets: deps.allowPrivateTargets,
    timeoutMs: deps.timeoutMs,
    resolveHost: deps.resolveHost,
    addressPolicy: deps.addressPolicy,
  });

  async function attempt(target: AlertTarget, message: AlertMessage): Promise<Attempt> {
    const destination = target.destination;
    switch (destination.type) {
      case 'email':
        return sendEmail(deps, target, message);
      case 'telegram':
        return sendTelegram(deps, destination.chatId, message);
      case 'webhook':
      case 'slack':
      case 'discord': {
        const at = deps.now();
        const body =
          destination.type === 'webhook'
            ? webhookPayload(message, at)
            : destination.type === 'slack'
              ? slackMessage(message)
              : discordMessage(message);
        const headers = signedHeaders({
          secret: target.secret,
          body,
          deliveryId: message.deliveryId,
          at,
        });
        return postJson(fetchSafely, destination.type, destination.url, headers, body);
      }
    }
  }

  return async (target, message) => {
    const started = performance.now();
    let outcome: Attempt;
    try {
      outcome = await attempt(target, message);
    } catch (error) {
      // A bug here must still end as an outcome: the queue logs it and tries again.
      outcome = {
        ok: false,
        responseCode: null,
        error: `Delivery failed: ${(error as Error)?.message ?? String(error)}`,
        retryable: true,
      };
    }
    return { ...outcome, latencyMs: Math.round(performance.now() - started) };
  };
}
