// A local HTTP receiver for alert deliveries (node:http), answering like a webhook endpoint: each
// request is kept (method, path, headers, raw body) and answered with the next status queued for
// its path, else 200.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { freePort } from '../testing/free-port';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface AlertReceiver {
  url: (path: string) => string;
  received: ReceivedRequest[];
  /** The statuses the next requests to `path` get, in order. */
  answer: (path: string, ...statuses: number[]) => void;
  close: () => Promise<void>;
}

export async function startAlertReceiver(): Promise<AlertReceiver> {
  const port = await freePort();
  const received: ReceivedRequest[] = [];
  const planned = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        method: request.method ?? 'GET',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = planned.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'temporarily broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, ...statuses) => planned.set(path, [...(planned.get(path) ?? []), ...statuses]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
