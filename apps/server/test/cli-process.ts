// The real CLI in a child process, as an operator starts it: its output lines as they come, a wait
// for a line (never a fixed sleep), signals, and its exit. One node process with tsx as its loader
// (not tsx's own launcher, which starts a second process): a signal sent to the child reaches the
// GitSignals process itself, as it does in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env';

const TSX = import.meta.resolve('tsx');
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface CliProcess {
  /** What the test calls it (in failure messages). */
  readonly name: string;
  readonly child: ChildProcess;
  readonly stdout: string[];
  readonly stderr: string[];
  /** Both streams, in the order lines arrived. */
  readonly output: string[];
  /** The first stdout line matching, waiting up to `timeoutMs`; fails early if the process ends. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Its exit code (or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  /** Default: the CLI's first argument. */
  name?: string;
  /** Start from the test runner's environment (default); false: exactly `env`. */
  inherit?: boolean;
}

export function startCli(
  args: string[],
  env: Record<string, string>,
  options: StartOptions = {},
): CliProcess {
  const child = spawn(process.execPath, ['--import', TSX, CLI, ...args], {
    cwd: REPO_ROOT,
    env: options.inherit === false ? env : { ...inheritedEnv(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const output: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (into: string[]) => {
    let partial = '';
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      into.push(...lines);
      output.push(...lines);
      for (const wake of waiters) wake();
    };
  };
  child.stdout!.on('data', collect(stdout));
  child.stderr!.on('data', collect(stderr));
  let ended = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = true;
      resolve({ code, signal });
      for (const wake of waiters) wake();
    }),
  );
  const all = () => output.join('\n');
  return {
    name: options.name ?? args[0] ?? 'cli',
    child,
    stdout,
    stderr,
    output,
    exited,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        const check = () => {
          for (const line of stdout) {
            const match = line.match(pattern);
            if (match) return finish(() => resolve(match));
          }
          if (ended) {
            finish(() =>
              reject(new Error(`the process ended before printing ${pattern}:\n${all()}`)),
            );
          }
        };
        const timer = setTimeout(
          () =>
            finish(() => reject(new Error(`no line ${pattern} within ${timeoutMs} ms:\n${all()}`))),
          timeoutMs,
        );
        waiters.add(check);
        check();
      });
    },
  };
}

/** Runs a CLI command to its end. */
export async function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string[]; stderr: string[] }> {
  const cli = startCli(args, env);
  const { code } = await cli.exited;
  return { code, stdout: cli.stdout, stderr: cli.stderr };
}

const running = (proc: CliProcess) =>
  proc.child.exitCode === null && proc.child.signalCode === null;

/** SIGTERM (it stops its work gracefully), SIGKILL if it has not exited in 20 s. */
export async function stopProcess(proc: CliProcess | undefined): Promise<void> {
  if (!proc || !running(proc)) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 20_000);
  await proc.exited;
  clearTimeout(timer);
}

/** SIGKILL, as a crash would; resolves once it is gone. */
export async function killProcess(proc: CliProcess): Promise<void> {
  if (running(proc)) proc.child.kill('SIGKILL');
  await proc.exited;
}

/** Its last lines, for a failure message. */
export function tail(proc: CliProcess | undefined, lines = 25): string {
  if (!proc) return '';
  return `--- ${proc.name} (last ${lines} lines)\n${proc.output.slice(-lines).join('\n')}`;
}
