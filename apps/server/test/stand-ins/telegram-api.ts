// A local Telegram Bot API: POST /bot<TOKEN>/<method> answering like the real one, `{ ok: true,
// result }` or `{ ok: false, error_code, description }` with error_code as the HTTP status.
// sendMessage is recorded; getUpdates serves the updates a test queued (a user writing to the
// bot), honouring `offset` as Telegram does: updates below it are confirmed and dropped.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../testing/free-port';
import type { TelegramChat, TelegramUpdate } from '../../src/alert-channels/telegram-bot';

export interface TelegramStandIn {
  url: string;
  token: string;
  /** sendMessage bodies received. */
  sent: Record<string, unknown>[];
  /** getUpdates calls received (their bodies). */
  updateCalls: Record<string, unknown>[];
  /** A user sends `text` to the bot from chat `chat`. */
  userWrites(text: string, chat: TelegramChat): void;
  /** The next sendMessage answers this error (e.g. 403 "Forbidden: bot was blocked by the user"). */
  failNextSend(errorCode: number, description: string): void;
  close(): Promise<void>;
}

export async function startTelegramStandIn(
  botUsername = 'gitsignals_test_bot',
): Promise<TelegramStandIn> {
  // Built at run time: a token-shaped literal in the repository would look like a leaked secret.
  const token = [String(1000000 + Math.floor(Math.random() * 1000)), 'standin'].join(':');
  const sent: Record<string, unknown>[] = [];
  const updateCalls: Record<string, unknown>[] = [];
  let updates: TelegramUpdate[] = [];
  let nextUpdateId = 500;
  let nextMessageId = 1;
  let sendFailure: { error_code: number; description: string } | undefined;

  const reply = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      if (!match || match[1] !== token) {
        return reply(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const params = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      switch (match[2]) {
        case 'getMe':
          return reply(res, 200, {
            ok: true,
            result: { id: 42, is_bot: true, first_name: 'GitSignals', username: botUsername },
          });
        case 'sendMessage': {
          if (sendFailure) {
            const failure = sendFailure;
            sendFailure = undefined;
            return reply(res, failure.error_code, { ok: false, ...failure });
          }
          if (!params.chat_id || !params.text) {
            return reply(res, 400, {
              ok: false,
              error_code: 400,
              description: 'Bad Request: message text is empty',
            });
          }
          sent.push(params);
          return reply(res, 200, {
            ok: true,
            result: {
              message_id: nextMessageId++,
              date: 0,
              chat: { id: Number(params.chat_id) },
              text: params.text,
            },
          });
        }
        case 'getUpdates': {
          updateCalls.push(params);
          const offset = typeof params.offset === 'number' ? params.offset : undefined;
          if (offset !== undefined) updates = updates.filter((u) => u.update_id >= offset);
          return reply(res, 200, { ok: true, result: updates });
        }
        default:
          return reply(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      }
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    token,
    sent,
    updateCalls,
    userWrites(text, chat) {
      updates.push({
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          text,
          chat,
          from: { id: chat.id, first_name: chat.first_name, username: chat.username },
        },
      });
    },
    failNextSend(errorCode, description) {
      sendFailure = { error_code: errorCode, description };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
