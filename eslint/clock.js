// The server reads the wall clock in one place, wiring.ts's systemClock, and hands it down as
// `now` (docs/decisions/032-one-clock-and-utc-days.md): a use case, route, job or adapter that
// called `new Date()` or `Date.now()` itself would ignore the clock a test passes. Elapsed time
// (progress lines, durations, deadlines) uses the monotonic performance.now(), which this allows;
// a read that must be the system's own clock (a file's mtime, a library's TOTP window) says why
// on an eslint-disable-next-line comment.

const message =
  "Read the time from the `now` you are handed (wiring.ts's systemClock is the one wall-clock read); performance.now() for elapsed time.";

/** The one block that sets no-restricted-syntax: the server's sources but the composition root. */
export const serverClockBlock = {
  name: 'clock/server',
  files: ['apps/server/src/**/*.ts'],
  ignores: ['apps/server/src/wiring.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message },
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message,
      },
    ],
  },
};
