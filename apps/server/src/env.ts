// The server's configuration, read once from the environment and validated at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database (and later mirrors, outbox) live. */
  DATA_DIR: z.string().default('./.data'),
  /** postgres://… — when set, PostgreSQL is used instead of the embedded database. */
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bundled registry and activity dataset. */
  DEMO_DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Built web app served at /. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Requests per minute per client on public routes; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  /**
   * Header a trusted reverse proxy sets with the client address (e.g. x-forwarded-for). Unset:
   * the socket address is used and forwarded headers are ignored, so clients cannot spoof it.
   */
  TRUSTED_CLIENT_IP_HEADER: optionalString,
  /** Skip importing the demo data on first start. */
  SKIP_DEMO_IMPORT: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
