// What the tests read from their own environment: which database they run on, and what a child
// process (a real `serve` or `worker` started by a test) inherits.
import { z } from 'zod';

const testEnvSchema = z.object({
  TEST_DB: z.enum(['pglite', 'postgres']).default('pglite'),
  TEST_DATABASE_URL: z.string().optional(),
  PATH: z.string().default('/usr/local/bin:/usr/bin:/bin'),
  HOME: z.string().optional(),
});

export type TestEnv = z.infer<typeof testEnvSchema>;

export function readTestEnv(): TestEnv {
  return testEnvSchema.parse(process.env);
}

/** The test runner's whole environment, for a child process to start from. */
export function inheritedEnv(): NodeJS.ProcessEnv {
  return { ...process.env };
}
