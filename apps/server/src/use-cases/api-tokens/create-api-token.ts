// A user makes a personal API token (issue 17): the token is answered once, here, and only its
// hash is stored (ADR 061).
import { MAX_API_TOKENS } from '@gitsignals/contracts';
import { insertApiToken, type ApiTokenRow, type Database } from '@gitsignals/db';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../time';
import { conflict, invalid } from '../errors';
import { apiTokenPreview, hashApiToken, newApiTokenSecret } from './token-secret';

export interface CreatedApiToken {
  row: ApiTokenRow;
  /** The token itself: shown to the user this once, never again. */
  token: string;
}

export async function createApiToken(
  deps: { db: Database; now: Clock },
  input: { userId: string; name: string; expiresAt?: Date | undefined },
): Promise<CreatedApiToken> {
  const createdAt = deps.now();
  if (input.expiresAt && input.expiresAt <= createdAt) {
    throw invalid('invalid_expiry', 'The expiry must be in the future');
  }
  const token = newApiTokenSecret();
  const result = await insertApiToken(
    deps.db,
    {
      id: randomUUID(),
      userId: input.userId,
      name: input.name,
      tokenHash: hashApiToken(token),
      preview: apiTokenPreview(token),
      createdAt,
      expiresAt: input.expiresAt ?? null,
    },
    MAX_API_TOKENS,
  );
  if (!result.ok) {
    throw conflict(
      'api_token_limit',
      `You can keep at most ${MAX_API_TOKENS} API tokens. Delete one to make another.`,
    );
  }
  return { row: result.token, token };
}
