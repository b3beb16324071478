// Progress for long work: a bar on a terminal, a log line every few seconds otherwise.
import cliProgress from 'cli-progress';

export interface Progress {
  start(label: string, total: number): void;
  tick(amount?: number, detail?: string): void;
  done(summary: string): void;
}

export interface ProgressOptions {
  /** Write a bar (a terminal) or periodic lines (logs, CI). */
  interactive: boolean;
  log: (line: string) => void;
  intervalMs?: number;
}

export function createProgress(options: ProgressOptions): Progress {
  let label = '';
  let total = 0;
  let current = 0;
  // Elapsed time between log lines, not a time of day: the monotonic performance.now(), which a
  // clock change cannot move, rather than the application's `now`.
  let lastLine = 0;
  let bar: cliProgress.SingleBar | undefined;
  const interval = options.intervalMs ?? 5000;
  return {
    start(newLabel, newTotal) {
      label = newLabel;
      total = newTotal;
      current = 0;
      lastLine = performance.now();
      if (options.interactive) {
        bar = new cliProgress.SingleBar(
          {
            format: `${label.padEnd(18)} [{bar}] {percentage}% {value}/{total} {detail}`,
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, 0, { detail: '' });
      } else {
        options.log(`${label}: 0/${total}`);
      }
    },
    tick(amount = 1, detail = '') {
      current += amount;
      if (bar) {
        bar.update(current, { detail });
      } else if (performance.now() - lastLine >= interval) {
        lastLine = performance.now();
        options.log(`${label}: ${current}/${total}${detail ? ` (${detail})` : ''}`);
      }
    },
    done(summary) {
      bar?.stop();
      bar = undefined;
      options.log(`${label}: ${summary}`);
    },
  };
}

export const silentProgress: Progress = { start() {}, tick() {}, done() {} };
