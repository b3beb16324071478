// Runs the git binary with an argument array (never a shell string), without prompts, under a
// deadline. `gitOutput` buffers small outputs; `gitStream` yields stdout as it arrives so a
// history of any size is read in constant memory.
import { spawn } from 'node:child_process';
import { gitEnvironment } from './env';

export interface GitOptions {
  /** Repository (or mirror) directory; git runs there. */
  cwd?: string | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Text for git's standard input (cat-file --batch requests). */
  input?: string | undefined;
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(
      `git ${args.slice(0, 2).join(' ')} failed (${code ?? 'killed'}): ${stderr.trim().slice(0, 500)}`,
    );
  }
}

function start(args: string[], options: GitOptions) {
  const child = spawn('git', args, {
    cwd: options.cwd,
    env: gitEnvironment(),
    stdio: ['pipe', 'pipe', 'pipe'],
    signal: options.signal,
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    if (stderr.length < 20_000) stderr += d;
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs);
  child.stdin.on('error', () => {
    // git may exit before reading all of stdin (a bad object name); the exit code says why.
  });
  child.stdin.end(options.input ?? '');
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new GitError(args, code, timedOut ? `timed out after ${options.timeoutMs} ms` : stderr),
        );
    });
  });
  // Callers that stop reading early must not leave an unhandled rejection behind.
  exited.catch(() => {});
  return { child, exited };
}

/** stdout of a git command that produces little output. */
export async function gitOutput(args: string[], options: GitOptions): Promise<Buffer> {
  const { child, exited } = start(args, options);
  const chunks: Buffer[] = [];
  for await (const chunk of child.stdout) chunks.push(chunk as Buffer);
  await exited;
  return Buffer.concat(chunks);
}

export async function gitText(args: string[], options: GitOptions): Promise<string> {
  return (await gitOutput(args, options)).toString('utf8');
}

/** True when the git command exits 0 (existence checks). */
export async function gitSucceeds(args: string[], options: GitOptions): Promise<boolean> {
  try {
    await gitOutput(args, options);
    return true;
  } catch (err) {
    if (err instanceof GitError) return false;
    throw err;
  }
}

/** stdout split on NUL bytes, one token at a time, as git writes it (for `-z` output). */
export async function* gitTokens(args: string[], options: GitOptions): AsyncGenerator<string> {
  const { child, exited } = start(args, options);
  let rest: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of child.stdout) {
      let buffer = rest.length > 0 ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
      let at = buffer.indexOf(0);
      while (at >= 0) {
        yield buffer.toString('utf8', 0, at);
        buffer = buffer.subarray(at + 1);
        at = buffer.indexOf(0);
      }
      rest = Buffer.from(buffer);
    }
    if (rest.length > 0) yield rest.toString('utf8');
    await exited;
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
