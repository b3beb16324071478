// `--server URL`: hand an operator command to the running server that holds the embedded database,
// then print its output as it comes and end with its exit status.
import type { CommandRun } from '@gitsignals/contracts';
import { adminTokenFileOf, readAdminToken } from '../auth/admin-token';

/** A failure the operator can act on: printed as one line, no stack. */
export class CliError extends Error {}

const POLL_MS = { first: 200, max: 1000 };

/** fetch's own message is "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, …). */
function reasonOf(error: unknown): string {
  const cause = (
    error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } }
  ).cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error as Error).message;
}

async function call(url: string, init: RequestInit, server: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new CliError(
      `No GitSignals server answers at ${server} (${reasonOf(error)}). Is it running?`,
    );
  }
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `HTTP ${response.status}`;
}

export async function runOnServer(options: {
  server: string;
  dataDir: string;
  command: string;
  args: Record<string, unknown>;
  say: (line: string) => void;
}): Promise<number> {
  const server = options.server.replace(/\/+$/, '');
  const token = readAdminToken(options.dataDir);
  if (!token) {
    throw new CliError(
      `There is no admin token in ${adminTokenFileOf(options.dataDir)}: start the server with this DATA_DIR first, or run the CLI with the server's DATA_DIR.`,
    );
  }
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await call(
    `${server}/api/admin/commands`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({ command: options.command, args: options.args }),
    },
    server,
  );
  if (started.status === 401) {
    throw new CliError(
      `The server at ${server} refused the admin token in ${adminTokenFileOf(options.dataDir)}: run the CLI with the same DATA_DIR as that server.`,
    );
  }
  if (started.status !== 202) throw new CliError(await errorOf(started));
  let run = (await started.json()) as CommandRun;
  options.say(`Running \`${options.command}\` on the server at ${server}…`);
  let wait = POLL_MS.first;
  for (;;) {
    for (const line of run.lines) options.say(line);
    if (run.status !== 'running') return run.exitCode ?? 1;
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(POLL_MS.max, wait * 2);
    const next = await call(
      `${server}/api/admin/commands/${run.id}?from=${run.nextLine}`,
      { headers },
      server,
    ).catch((error: unknown) => {
      throw new CliError(
        `Lost the server at ${server} while \`${options.command}\` ran: ${(error as Error).message}`,
      );
    });
    if (!next.ok) {
      throw new CliError(`\`${options.command}\` on ${server}: ${await errorOf(next)}`);
    }
    run = (await next.json()) as CommandRun;
  }
}
