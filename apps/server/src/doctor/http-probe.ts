// Whether an address is a GitSignals server: its /api/health answers `status: ok` with a
// version and a database kind. Used for PORT (taken by our own server?), PUBLIC_URL and the
// holder of the embedded database.
import { reasonOf } from './check';

export type Probe =
  | { kind: 'gitsignals'; version: string; database: string }
  | { kind: 'other'; status: number }
  | { kind: 'unreachable'; reason: string };

export async function probeGitSignals(baseUrl: string, timeoutMs: number): Promise<Probe> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/health', baseUrl), {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    return { kind: 'unreachable', reason: reasonOf(error) };
  }
  const body = (await response.json().catch(() => null)) as {
    status?: unknown;
    version?: unknown;
    database?: unknown;
  } | null;
  if (
    response.ok &&
    body?.status === 'ok' &&
    typeof body.version === 'string' &&
    typeof body.database === 'string'
  ) {
    return { kind: 'gitsignals', version: body.version, database: body.database };
  }
  return { kind: 'other', status: response.status };
}
