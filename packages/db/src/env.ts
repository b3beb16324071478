// The only place in packages/db that reads the environment: which database the tests run on.
import { z } from 'zod';

const testEnvSchema = z.object({
  /** 'pglite' (default) or 'postgres'; the test runner sets it per project. */
  TEST_DB: z.enum(['pglite', 'postgres']).default('pglite'),
  TEST_DATABASE_URL: z.string().url().optional(),
});

export function readTestEnv() {
  return testEnvSchema.parse(process.env);
}
