// A personal API token as the token routes answer it: the list never carries the token itself.
import type { ApiToken, CreatedApiToken } from '@gitsignals/contracts';
import type { ApiTokenRow } from '@gitsignals/db';
import { toIso } from './feed-item';

export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    preview: row.preview,
    createdAt: toIso(row.createdAt)!,
    expiresAt: toIso(row.expiresAt),
    lastUsedAt: toIso(row.lastUsedAt),
  };
}

export function presentCreatedApiToken(row: ApiTokenRow, token: string): CreatedApiToken {
  return {
    id: row.id,
    name: row.name,
    token,
    createdAt: toIso(row.createdAt)!,
    expiresAt: toIso(row.expiresAt),
  };
}
