// The app under test, in its own process so that the load generator does not share its event
// loop: run.ts forks this file, which listens on a random loopback port and reports it over IPC.
// It exits when run.ts disconnects (normally or because it died).
import { openDatabase } from '@gitsignals/db';
import { buildApp } from '../apps/server/src/http/app';

export interface ServerConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize: number;
  /** ISO instant the app takes as "now", so `days` filters match the seeded dates. */
  now: string;
}

const config = JSON.parse(process.env.BENCH_SERVER_CONFIG ?? '{}') as ServerConfig;
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.poolSize,
});
const now = new Date(config.now);
const app = await buildApp({
  db: handle.db,
  databaseKind: handle.kind,
  logLevel: 'silent',
  rateLimitMax: 0,
  now: () => now,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('disconnect', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.send?.({ port: address.port });
