// Every failed request writes an error to the browser console, so when a host does not answer
// (offline, no DNS) we learn it from one request and show placeholders for the rest instead of
// sending them all: the first request to a host runs alone as its probe, the others wait for it.
import { HostUnreachableError } from './image-download';

/** What this session learnt about image hosts, and the probes still running. */
export interface HostProbes {
  reachable: Set<string>;
  unreachable: Set<string>;
  running: Map<string, Promise<unknown>>;
}

export const newHostProbes = (): HostProbes => ({
  reachable: new Set(),
  unreachable: new Set(),
  running: new Map(),
});

export function hostOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).host;
  } catch {
    return '';
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Runs `download` once the host is known to answer, or as its probe; throws if it does not. */
export async function downloadFromHost(
  hosts: HostProbes,
  host: string,
  download: () => Promise<Blob>,
): Promise<Blob> {
  await ensureReachable(hosts, host);
  const probe = hosts.reachable.has(host) ? null : download();
  if (probe) hosts.running.set(host, probe);
  try {
    const blob = await (probe ?? download());
    hosts.reachable.add(host);
    return blob;
  } catch (error) {
    if (error instanceof HostUnreachableError) hosts.unreachable.add(host);
    else hosts.reachable.add(host);
    throw error;
  } finally {
    if (probe && hosts.running.get(host) === probe) hosts.running.delete(host);
  }
}

/** Waits for a running probe of the host; throws when the host (or the browser) is offline. */
async function ensureReachable(hosts: HostProbes, host: string): Promise<void> {
  if (isOffline()) throw new HostUnreachableError('offline');
  while (!hosts.reachable.has(host)) {
    if (hosts.unreachable.has(host)) throw new HostUnreachableError(host);
    const probe = hosts.running.get(host);
    if (!probe) return;
    await probe.catch(() => {});
  }
}
