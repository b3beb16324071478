// The app under test, in its own process so that the load generator does not share its event
// loop: run.ts forks this file, which listens on a random loopback port and reports it over IPC.
// It exits when run.ts disconnects (normally or because it died).
import { createServer } from 'node:net';
import { openDatabase } from '@gitsignals/db';
import { buildApp } from '@gitsignals/server/bench';

export interface ServerConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize: number;
  /** ISO instant the app takes as "now", so `days` filters match the seeded dates. */
  now: string;
  /**
   * The built web app to serve as production does (pre-rendered pages, precompressed assets);
   * unset for the load, which only calls the API.
   */
  webDistDir?: string | undefined;
}

const config = JSON.parse(process.env.BENCH_SERVER_CONFIG ?? '{}') as ServerConfig;
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.poolSize,
});
const now = new Date(config.now);

/** A free loopback port, known before the app is built: better-auth's base URL must name it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const app = await buildApp({
  db: handle.db,
  databaseKind: handle.kind,
  ping: handle.ping,
  changes: handle.changes,
  logLevel: 'silent',
  rateLimitMax: 0,
  // Sign-up and sign-in unlimited (the bench user signs up once per run), and PUBLIC_URL equal to
  // the address the bench calls, so better-auth accepts its origin header on POSTs.
  authRateLimitMax: 0,
  publicUrl,
  now: () => now,
  webDistDir: config.webDistDir,
});
await app.listen({ host: '127.0.0.1', port });

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('disconnect', () => void shutdown());
// run.ts asks for this process's resident memory and CPU time before and after a load.
process.on('message', (message) => {
  if (message === 'rss') process.send?.({ rss: process.memoryUsage().rss });
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.on('SIGTERM', () => void shutdown());
process.send?.({ port });
