// What the kill test puts around real worker processes (cli-process.ts starts them): a `git` for
// one process's PATH that holds fetches of chosen remotes while that process lives, and SMTP
// servers that record what arrives and can keep the first sender waiting.
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export function findOnPath(command: string, searchPath: string): string {
  for (const dir of searchPath.split(':')) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error(`${command} is not on the PATH`);
}

/**
 * Writes `dir/git`: a fetch whose remote URL contains `marker`, or a clone of such a source (the
 * collector clones a repository on this machine), touches a file in `holdDir` and
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
case "$1" in
  fetch) source="$('${input.realGit}' config --get remote.origin.url 2>/dev/null)" ;;
  clone) source="$*" ;;
  *) source="" ;;
esac
case "$source" in
  *${input.marker}*)
    touch '${input.holdDir}'/fetch.$$
    while kill -0 "$PPID" 2>/dev/null; do sleep 0.2; done
    exit 1 ;;
esac
exec '${input.realGit}' "$@"
`,
  );
  chmodSync(file, 0o755);
}

export interface ReceivedMail {
  /** The port it arrived on: which process sent it. */
  port: number;
  to: string[];
  messageId: string | null;
}

export interface SmtpListener {
  port: number;
  /** Answers not given yet (to the first message, with `hold`). */
  held: (() => void)[];
  close(): Promise<void>;
}

/**
 * A loopback SMTP server that records every message whose data arrived in `received`. With
 * `hold` it keeps the first sender waiting: `before-data` answers nothing to its recipient (the
 * message never arrives: a crash now used to lose the digest), `after-data` has the message and
 * answers nothing (the sender cannot know it arrived: a crash now makes a second delivery).
 */
export async function startSmtp(
  received: ReceivedMail[],
  options: { hold?: 'before-data' | 'after-data' } = {},
): Promise<SmtpListener> {
  const held: (() => void)[] = [];
  let port = 0;
  let first = true;
  const holdNow = (moment: 'before-data' | 'after-data') => {
    if (options.hold !== moment || !first) return false;
    first = false;
    return true;
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (holdNow('before-data')) held.push(() => callback());
      else callback();
    },
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
        if (holdNow('after-data')) held.push(() => callback());
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
