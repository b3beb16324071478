// Runs operator commands inside a server, one at a time, keeping each run's output lines so the CLI
// that started it can read them (and its exit status) as they come.
import type { CommandRun } from '@gitsignals/contracts';
import { createProgress } from '../../reporting/progress';
import { argumentProblems, type OperatorCommand, type OperatorContext } from './command';
import { findOperatorCommand } from './index';

export interface CommandRunner {
  /** `echo` also receives the run's lines as they come (the server's own output). */
  start(
    name: string,
    args: unknown,
    options?: { echo?: (line: string) => void },
  ): { run: CommandRun } | Refusal;
  /** The run with its lines from `from` on; undefined for an unknown (or long forgotten) id. */
  get(id: string, from: number): CommandRun | undefined;
  /**
   * The server is stopping: the running command is asked to stop (its context's signal), and
   * this resolves once it has ended, so the database is closed after it.
   */
  stop(): Promise<void>;
}

interface Run {
  id: string;
  command: string;
  status: CommandRun['status'];
  exitCode: number | null;
  lines: string[];
  startedAt: Date;
  finishedAt: Date | null;
  controller: AbortController;
  ended: Promise<void>;
}

/** Finished runs kept for the CLI to read; older ones are forgotten. */
const KEEP_RUNS = 20;

interface RunnerDeps {
  /** The command's context (database, environment, mailer) with this run's output. */
  context: (io: Pick<OperatorContext, 'say' | 'progress' | 'signal'>) => OperatorContext;
  /** Called when a run ends (e.g. to drop caches its changes made stale). */
  onFinished?: (run: { command: string; exitCode: number }) => void;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** When a run starts and ends (the composition root's clock). */
  now: () => Date;
  /** How often a command's progress becomes a line (PROGRESS_INTERVAL_SECONDS); default 5 s. */
  progressIntervalMs?: number;
}

type Refusal = { refused: { status: 400 | 409; message: string } };

/** The command and its parsed arguments, or why it does not run now. */
function admit(
  name: string,
  args: unknown,
  runs: Run[],
): { command: OperatorCommand; args: unknown } | Refusal {
  const command = findOperatorCommand(name);
  if (!command) return { refused: { status: 400, message: `command: unknown command ${name}` } };
  const parsed = command.args.safeParse(args);
  if (!parsed.success)
    return { refused: { status: 400, message: argumentProblems(parsed.error, args) } };
  const busy = runs.find((r) => r.status === 'running');
  if (busy) {
    return {
      refused: {
        status: 409,
        message: `Another command is running on this server: ${busy.command} (since ${busy.startedAt.toISOString()}). Wait for it to finish.`,
      },
    };
  }
  return { command, args: parsed.data };
}

/** Runs the admitted command, keeping (and echoing) its lines and its end in `run`. */
function execute(
  deps: RunnerDeps,
  run: Run,
  admitted: { command: OperatorCommand; args: unknown },
  echo: ((line: string) => void) | undefined,
): void {
  const say = (line: string) => {
    run.lines.push(line);
    echo?.(line);
  };
  const context = deps.context({
    say,
    progress: () =>
      createProgress({ interactive: false, log: say, intervalMs: deps.progressIntervalMs }),
    signal: run.controller.signal,
  });
  deps.log?.('operator command started', { command: run.command, run: run.id });
  const finish = (exitCode: number) => {
    run.exitCode = exitCode;
    run.status = exitCode === 0 ? 'succeeded' : 'failed';
    run.finishedAt = deps.now();
    deps.log?.('operator command ended', { command: run.command, run: run.id, exitCode });
    deps.onFinished?.({ command: run.command, exitCode });
  };
  run.ended = admitted.command.run(context, admitted.args).then(finish, (error: unknown) => {
    say(error instanceof Error ? error.message : String(error));
    finish(1);
  });
}

export function createCommandRunner(deps: RunnerDeps): CommandRunner {
  const runs: Run[] = [];
  const view = (run: Run, from: number): CommandRun => ({
    id: run.id,
    command: run.command,
    status: run.status,
    exitCode: run.exitCode,
    lines: run.lines.slice(from),
    nextLine: run.lines.length,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  });
  return {
    start(name, args, options = {}) {
      const admitted = admit(name, args, runs);
      if ('refused' in admitted) return admitted;
      const run: Run = {
        id: crypto.randomUUID(),
        command: name,
        status: 'running',
        exitCode: null,
        lines: [],
        startedAt: deps.now(),
        finishedAt: null,
        controller: new AbortController(),
        ended: Promise.resolve(),
      };
      runs.push(run);
      if (runs.length > KEEP_RUNS) runs.splice(0, runs.length - KEEP_RUNS);
      execute(deps, run, admitted, options.echo);
      return { run: view(run, 0) };
    },
    get(id, from) {
      const run = runs.find((r) => r.id === id);
      return run ? view(run, from) : undefined;
    },
    async stop() {
      const running = runs.filter((r) => r.status === 'running');
      for (const run of running) run.controller.abort();
      await Promise.all(running.map((r) => r.ended));
    },
  };
}
