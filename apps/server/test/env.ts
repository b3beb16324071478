// What the tests read from their own environment: which database they run on, and the little a
// child process (a real `worker` started by a test) needs to find git and a home directory.
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
