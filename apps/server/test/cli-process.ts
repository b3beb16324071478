// The real CLI in a child process, as an operator starts it: its output lines as they come, a wait
// for a line (never a fixed sleep), signals, and its exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env';

// tsx as a loader of this very process (not its CLI, which starts a second one): a signal sent to
// the child reaches the GitSignals process itself, as it does in production.
const TSX = import.meta.resolve('tsx');
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

export interface CliProcess {
  readonly child: ChildProcess;
  readonly stdout: string[];
  readonly stderr: string[];
  /** The first stdout line matching, waiting up to `timeoutMs`; fails early if the process ends. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Its exit code (or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startCli(args: string[], env: Record<string, string>): CliProcess {
  const child = spawn(process.execPath, ['--import', TSX, CLI, ...args], {
    env: { ...inheritedEnv(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (into: string[]) => {
    let partial = '';
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      into.push(...lines);
      for (const wake of waiters) wake();
    };
  };
  child.stdout!.on('data', collect(stdout));
  child.stderr!.on('data', collect(stderr));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const wake of waiters) wake();
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    child,
    stdout,
    stderr,
    exited,
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (const line of stdout) {
            const match = line.match(pattern);
            if (match) return finish(() => resolve(match));
          }
          if (ended) {
            finish(() =>
              reject(
                new Error(
                  `the process ended before printing ${pattern}:\n${[...stdout, ...stderr].join('\n')}`,
                ),
              ),
            );
          }
        };
        const timer = setTimeout(
          () =>
            finish(() =>
              reject(
                new Error(
                  `no line ${pattern} within ${timeoutMs} ms:\n${[...stdout, ...stderr].join('\n')}`,
                ),
              ),
            ),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
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
