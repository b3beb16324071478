// Which session a pair of session cookies names, as better-auth's check answered it, kept for a
// minute (ADR 054). The check verifies the signed session cache cookie on every request (an HMAC
// through WebCrypto, then base64 and JSON): ~0.5 ms of CPU, an eighth of a personal feed page's.
// The same cookie bytes verify the same way until the cache inside them expires; and whether the
// session still stands (not signed out, revoked or expired) is asked of the database on every
// request anyway (findSessionUser, ADR 046), so a sign-out still takes effect at once. Nothing is
// kept past the session's expiry (better-auth's check, which findSessionUser leaves to it), and
// only answers that set no cookie are kept: a refreshed or ended session goes through better-auth.

export interface SessionReadLimits {
  maxEntries: number;
  /** How long an answer is kept; well under the cookie cache's own 5 minutes. */
  ttlMs: number;
}

export const DEFAULT_SESSION_READ_LIMITS: SessionReadLimits = { maxEntries: 10_000, ttlMs: 60_000 };

// better-auth's cookies (`__Secure-` prefixed over HTTPS): the session's token and its signed
// cache. Both must be present and equal for an answer to be reused.
const TOKEN = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;\s]+)/;
const CACHE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_data=[^;\s]+)/;

/** The key of a request's session cookies, if it sends both. */
export function sessionCookiesKey(cookie: string | undefined): string | undefined {
  if (!cookie) return undefined;
  const token = TOKEN.exec(cookie)?.[1];
  const cache = CACHE.exec(cookie)?.[1];
  return token && cache ? `${token};${cache}` : undefined;
}

export class SessionReads {
  /** Cookie key → the session token better-auth read from them, and until when it is kept. */
  private readonly entries = new Map<string, { token: string; until: number }>();

  constructor(
    private readonly limits: SessionReadLimits = DEFAULT_SESSION_READ_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session token these cookies were read as, if kept and not expired. */
  get(key: string): string | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (kept.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return kept.token;
  }

  /** Keeps the token for a minute, or until the session expires if that is sooner. */
  keep(key: string, token: string, sessionExpiresAt: Date): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limits.maxEntries) {
      const [oldest] = this.entries.keys();
      this.entries.delete(oldest!);
    }
    const until = Math.min(this.now() + this.limits.ttlMs, sessionExpiresAt.getTime());
    this.entries.set(key, { token, until });
  }

  /** Forgets the answer for these cookies (its session no longer stands). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
