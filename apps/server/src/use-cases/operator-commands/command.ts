// An operator command: something an operator runs against the data (import, collect, analyse,
// send digests, back up…). The same command runs in the CLI's own process or, when a server holds
// the embedded database, inside that server (`--server URL`), so its arguments are a zod schema
// (flags on one side, a JSON body on the other) and its output is lines.
import type { z } from 'zod';
import type { Writer } from '@gitsignals/analysis';
import type { DatabaseHandle } from '@gitsignals/db';
import type { CommitClassifier } from '../../classifiers/commit-classifier';
import type { Env } from '../../env';
import type { Mailer } from '../../mail/mailer';
import type { Progress } from '../../reporting/progress';

/** What a command runs with, built by the composition root (wiring.ts) for the CLI and the server. */
export interface OperatorContext {
  env: Env;
  handle: DatabaseHandle;
  /** Where e-mails go: the server's own mailer, so every message lands in one outbox. */
  mailer: Mailer;
  /** Where users reach the app; e-mail links start with it. */
  publicUrl: string;
  /** The configured writer (LLM_PROVIDER), built when a command needs one. */
  writer(): Writer;
  /** The configured classifier (CLASSIFIER=llm), built when a command needs one; undefined: the rules. */
  classifier(): CommitClassifier | undefined;
  /** Structured log lines (JSON), for what a job would log. */
  log(level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>): void;
  /** One line of output for the operator. */
  say(line: string): void;
  /** A progress reporter for long work (a bar on a terminal, periodic lines elsewhere). */
  progress(): Progress;
  now(): Date;
  /** Aborted when the server running the command stops: a long command may end early, resumably. */
  signal?: AbortSignal | undefined;
}

export interface OperatorCommand<Args = unknown> {
  name: string;
  description: string;
  args: z.ZodType<Args>;
  /** Runs the command; answers the exit status (0 done, 1 done with failures). */
  run(context: OperatorContext, args: Args): Promise<number>;
}

export const defineCommand = <Args>(command: OperatorCommand<Args>) =>
  command as unknown as OperatorCommand;

/**
 * The flag an argument is given with, where it is not the argument's name in kebab case; a
 * positional argument by its name in the usage line (`grant-admin EMAIL`).
 */
const FLAG_OF: Record<string, string> = { files: '--file', text: '--file', email: 'EMAIL' };

const flagOf = (field: string) =>
  FLAG_OF[field] ?? `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * A one-line reading of invalid arguments, by flag, as the operator typed them:
 * `--since must be a date YYYY-MM-DD (got "yesterday")`. A refinement's message that already names
 * its flag (`--fork-of goes with --repo`) is kept as it is.
 */
export function argumentProblems(error: z.ZodError, args: unknown): string {
  const given = (args && typeof args === 'object' ? args : {}) as Record<string, unknown>;
  const lines = error.issues.map((issue) => {
    const field = issue.path[0];
    if (typeof field !== 'string') return issue.message;
    if (issue.message.startsWith('--')) return issue.message;
    const value = given[field];
    const shown = Array.isArray(value) ? value.join(' ') : String(value);
    const got = value === undefined || field === 'text' ? '' : ` (got "${shown}")`;
    const words = issue.message.startsWith('must ')
      ? issue.message
      : `is not valid: ${issue.message}`;
    return `${flagOf(field)} ${words}${got}`;
  });
  return [...new Set(lines)].join('; ');
}
