// What a personal API token is made of (ADR 061): `gs_` and 32 random bytes in base64url (256
// bits, so guessing one is hopeless and a fast hash is enough), kept only as its SHA-256.
import { API_TOKEN_PREFIX } from '@gitsignals/contracts';
import { createHash, randomBytes } from 'node:crypto';

const SECRET_BYTES = 32;
/** `gs_` and five characters: enough to tell a user's tokens apart, far too few to guess one. */
const PREVIEW_CHARS = API_TOKEN_PREFIX.length + 5;

export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/** The SHA-256 of the token, hex: what the database keeps and looks tokens up by. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function apiTokenPreview(token: string): string {
  return `${token.slice(0, PREVIEW_CHARS)}…`;
}
