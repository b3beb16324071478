// The fuzz suite's knobs. The defaults are what CI runs: a fixed seed, so a failure there
// reproduces on any machine, and a number of runs that keeps the file near a minute per database.
import { z } from 'zod';

const fuzzEnvSchema = z.object({
  /** Requests per operation; raise it for a longer local run (e.g. FUZZ_RUNS=400). */
  FUZZ_RUNS: z.coerce.number().int().min(1).default(40),
  /** The base seed; each operation derives its own from it and its name. */
  FUZZ_SEED: z.coerce.number().int().default(11),
});

export function readFuzzEnv() {
  return fuzzEnvSchema.parse(process.env);
}
