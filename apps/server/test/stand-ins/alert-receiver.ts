// A local HTTP receiver for alert deliveries: records each request (method, path, headers, raw
// body) and answers as told per path, so one server plays a generic webhook, Slack's incoming
// webhook (200 "ok"), Discord's (204), a failing receiver, a redirect or a slow one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../../testing/free-port';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Never answer (a receiver that hangs). */
  hang?: boolean;
}

/** What Slack's incoming webhooks answer to a message they accept. */
export const SLACK_OK: Answer = {
  status: 200,
  body: 'ok',
  headers: { 'content-type': 'text/html' },
};
/** What Discord's webhooks answer without ?wait=true. */
export const DISCORD_OK: Answer = { status: 204 };

export interface AlertReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  received: ReceivedRequest[];
  /** How `path` answers from now on (default 200 {"ok":true}). */
  answer(path: string, answer: Answer): void;
  /** Resolves once `count` requests arrived. */
  waitFor(count: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startAlertReceiver(): Promise<AlertReceiver> {
  const received: ReceivedRequest[] = [];
  const answers = new Map<string, Answer>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      const answer = answers.get(path.split('?')[0] ?? path) ?? {
        status: 200,
        body: '{"ok":true}',
        headers: { 'content-type': 'application/json' },
      };
      if (answer.hang) return;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    received,
    answer: (path, answer) => answers.set(path, answer),
    waitFor: (count) =>
      new Promise((resolve) => {
        if (received.length >= count) return resolve(received);
        waiters.push({ count, resolve: () => resolve(received) });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
