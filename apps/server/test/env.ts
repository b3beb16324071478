// What the test processes read from their environment: which database this run of the
// integration suite is on, and the environment a spawned CLI process inherits.
export const testEnv = {
  /** The embedded database's run of the suite (TEST_DB is set per vitest project). */
  embedded: process.env.TEST_DB !== 'postgres',
  inherited: (): NodeJS.ProcessEnv => ({ ...process.env }),
};
