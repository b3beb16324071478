// SIGINT and SIGTERM for every long-running command: the first closes the database cleanly, a
// second (not the launcher's echo of the first) ends the process at once.

let stopRequested = false;

/** Whether a stop signal arrived: the work it interrupts may fail, and that is no error to report. */
export const stopWasRequested = () => stopRequested;

/** A launcher (npm, tsx) passes a terminal's Ctrl-C on too: the same signal again this soon is it. */
const SIGNAL_ECHO_MS = 1000;

export const exitCodeOf = (signal: NodeJS.Signals) => (signal === 'SIGINT' ? 130 : 143);

/**
 * On the first SIGINT or SIGTERM, `stop` closes the database cleanly (committed work checkpointed,
 * the lock released) and the process ends with the code it answers; a second signal (not the
 * launcher's echo of the first) ends it at once. The time between signals is an elapsed time on
 * the process's monotonic performance.now(), not a time of day from the application's `now`.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => Promise<number>): void {
  let firstAt: number | undefined;
  const handler = (signal: NodeJS.Signals) => {
    if (firstAt !== undefined) {
      if (performance.now() - firstAt > SIGNAL_ECHO_MS) process.exit(exitCodeOf(signal));
      return;
    }
    firstAt = performance.now();
    stopRequested = true;
    stop(signal).then(
      (code) => process.exit(code),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
