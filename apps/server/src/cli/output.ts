// What the CLI prints: one line at a time on stdout, and progress as a bar on a terminal or a line
// every PROGRESS_INTERVAL_SECONDS elsewhere.
import type { Env } from '../env';
import { createProgress, type Progress } from '../reporting/progress';

export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

export const progressHere = (env: Env) => (): Progress =>
  createProgress({
    interactive: Boolean(process.stdout.isTTY),
    log: say,
    intervalMs: env.PROGRESS_INTERVAL_SECONDS * 1000,
  });
