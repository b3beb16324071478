// Real processes for the kill test: a `worker` started through the CLI entry (one node process,
// tsx as its loader, so a kill reaches the worker itself), a `git` for one worker's PATH that
// holds fetches of chosen remotes while that worker lives, and SMTP servers that record what
// arrives and can keep the first message waiting for its answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  /** Its last lines of output (pino JSON and the CLI's own lines), for a failure message. */
  output: string[];
  exited: Promise<void>;
}

export function startWorker(name: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', 'worker'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > 300) output.splice(0, output.length - 300);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit').then(() => undefined);
  return { name, child, output, exited };
}

const running = (worker: WorkerProcess) =>
  worker.child.exitCode === null && worker.child.signalCode === null;

/** SIGTERM (the worker stops its jobs gracefully), SIGKILL if it has not exited in 20 s. */
export async function stopWorker(worker: WorkerProcess | undefined): Promise<void> {
  if (!worker || !running(worker)) return;
  worker.child.kill('SIGTERM');
  const timer = setTimeout(() => worker.child.kill('SIGKILL'), 20_000);
  await worker.exited;
  clearTimeout(timer);
}

export function tail(worker: WorkerProcess | undefined, lines = 25): string {
  if (!worker) return '';
  return `--- ${worker.name} (last ${lines} lines)\n${worker.output.slice(-lines).join('\n')}`;
}

export function findOnPath(command: string, searchPath: string): string {
  for (const dir of searchPath.split(':')) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error(`${command} is not on the PATH`);
}

/**
 * Writes `dir/git`: a fetch whose remote URL contains `marker` touches a file in `holdDir` and
 * waits for as long as the process that started it lives (so the test can kill that worker in
 * the middle of its collect; the wait ends with the worker); anything else runs the real git.
 */
export function holdingGit(input: {
  dir: string;
  realGit: string;
  holdDir: string;
  marker: string;
}): void {
  mkdirSync(input.dir, { recursive: true });
  mkdirSync(input.holdDir, { recursive: true });
  const file = path.join(input.dir, 'git');
  writeFileSync(
    file,
    `#!/bin/sh
if [ "$1" = "fetch" ]; then
  case "$('${input.realGit}' config --get remote.origin.url 2>/dev/null)" in
    *${input.marker}*)
      touch '${input.holdDir}'/fetch.$$
      while kill -0 "$PPID" 2>/dev/null; do sleep 0.2; done
      exit 1 ;;
  esac
fi
exec '${input.realGit}' "$@"
`,
  );
  chmodSync(file, 0o755);
}

export interface ReceivedMail {
  /** The port it arrived on: which worker sent it. */
  port: number;
  to: string[];
  messageId: string | null;
}

export interface SmtpListener {
  port: number;
  /** Answers not given yet (the first message, with `holdFirst`). */
  held: (() => void)[];
  close(): Promise<void>;
}

/**
 * A loopback SMTP server that records every message whose data arrived in `received`. With
 * `holdFirst` it keeps the first one waiting for the server's answer: the message is in, the
 * sender does not know it yet (the moment a crash turns into a second delivery).
 */
export async function startSmtp(
  received: ReceivedMail[],
  options: { holdFirst?: boolean } = {},
): Promise<SmtpListener> {
  const held: (() => void)[] = [];
  let port = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          port,
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? null,
        });
        if (options.holdFirst && held.length === 0) held.push(() => callback());
        else callback();
      });
    },
  });
  // A sender killed mid-conversation is a connection error here, nothing more.
  server.on('error', () => undefined);
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  port = (server.server.address() as AddressInfo).port;
  return {
    port,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it answers true; the error names what never happened. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  context: () => string | Promise<string> = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${await context()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
