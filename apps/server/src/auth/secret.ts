// The auth secret: BETTER_AUTH_SECRET when set; otherwise one random secret generated on first
// start and kept in DATA_DIR/auth-secret (mode 600), so sessions survive restarts on the embedded
// default without anyone putting a secret in the repo. Production must set it explicitly.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function resolveAuthSecret(input: {
  configured: string | undefined;
  dataDir: string;
  production: boolean;
}): string {
  if (input.configured) {
    if (input.configured.length < 32) {
      throw new Error('Invalid configuration: BETTER_AUTH_SECRET must be at least 32 characters');
    }
    return input.configured;
  }
  if (input.production) {
    throw new Error(
      'Invalid configuration: BETTER_AUTH_SECRET is required when NODE_ENV=production',
    );
  }
  const file = path.join(input.dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(input.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
