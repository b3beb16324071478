// Which address every process puts in the links it sends (e-mails, unsubscribe links): PUBLIC_URL
// when set. Without it, `serve`/`api` record the address their own links use in the database, and
// a `worker` or a CLI command started without PUBLIC_URL uses that recorded address, so a digest
// a worker sends points at the server users actually reach (ADR 058).
import { findAppState, saveAppState, type DatabaseHandle } from '@gitsignals/db';
import type { Env } from '../env';
import { publicUrlOf } from '../wiring';

const RECORDED_SERVER_URL = 'server_public_url';

/**
 * `serve`/`api`: remember the address this server's links use (PUBLIC_URL, or this machine and
 * the port it listens on), for the other processes.
 */
export async function recordServerUrl(
  handle: DatabaseHandle,
  env: Env,
  listeningPort: number,
): Promise<void> {
  const url = env.PUBLIC_URL ?? `http://localhost:${listeningPort}`;
  await saveAppState(handle.db, RECORDED_SERVER_URL, url.replace(/\/+$/, ''));
}

/**
 * The environment a process without its own PUBLIC_URL should build links with: the address the
 * last server to start recorded, or (no server has started) the default, said once.
 */
export async function withServerUrl(
  env: Env,
  handle: DatabaseHandle,
  say: (line: string) => void,
): Promise<Env> {
  if (env.PUBLIC_URL) return env;
  const recorded = await findAppState(handle.db, RECORDED_SERVER_URL);
  if (recorded) return { ...env, PUBLIC_URL: recorded };
  say(
    `PUBLIC_URL is not set and no server has recorded its address yet: links in e-mails will point at ${publicUrlOf(env)}. Set PUBLIC_URL to the address users reach the app at.`,
  );
  return env;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `serve`: the warning when PUBLIC_URL names this machine on another port than the one the
 * server listens on (links in e-mails would lead nowhere); null when they agree, or when
 * PUBLIC_URL names another host (a reverse proxy is then expected to forward its port).
 */
export function publicUrlPortWarning(env: Env, listeningPort: number): string | null {
  if (!env.PUBLIC_URL) return null;
  let url: URL;
  try {
    url = new URL(env.PUBLIC_URL);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (!LOOPBACK_HOSTS.has(host) && !host.endsWith('.localhost')) return null;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port === listeningPort) return null;
  return `PUBLIC_URL is ${env.PUBLIC_URL} (port ${port}) but this server listens on port ${listeningPort}: links in e-mails will not reach it. Set PUBLIC_URL to http://localhost:${listeningPort}, or PORT to ${port}.`;
}
