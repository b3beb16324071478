// What better-auth's session check answered for a pair of session cookies (ADR 054): kept for a
// minute or until the session expires, only for requests sending both cookies, bounded.
import { describe, expect, it } from 'vitest';
import { SessionReads, sessionCookiesKey } from '../src/http/session-reads';

const TOKEN = 'better-auth.session_token=tok.sig';
const CACHE = 'better-auth.session_data=eyJzZXNzaW9uIjp7fX0';

describe('sessionCookiesKey', () => {
  it('needs both the token and the cache cookie, in any order and prefix', () => {
    expect(sessionCookiesKey(undefined)).toBeUndefined();
    expect(sessionCookiesKey(TOKEN)).toBeUndefined();
    expect(sessionCookiesKey(`theme=dark; ${CACHE}`)).toBeUndefined();
    const key = sessionCookiesKey(`${CACHE}; sidebar_state=true; ${TOKEN}`);
    expect(key).toBe(`${TOKEN};${CACHE}`);
    expect(sessionCookiesKey(`${TOKEN}; ${CACHE}`)).toBe(key);
    expect(sessionCookiesKey(`__Secure-${TOKEN}; __Secure-${CACHE}`)).toBe(
      `__Secure-${TOKEN};__Secure-${CACHE}`,
    );
    // Another cache value (a refreshed cookie) is another key.
    expect(sessionCookiesKey(`${TOKEN}; ${CACHE}x`)).not.toBe(key);
  });
});

describe('SessionReads', () => {
  it('keeps a token for the minute, or until the session expires if sooner', () => {
    let now = 1_000_000;
    const reads = new SessionReads({ maxEntries: 10, ttlMs: 60_000 }, () => now);
    reads.keep('a', 'token-a', new Date(now + 3_600_000));
    reads.keep('b', 'token-b', new Date(now + 10_000));
    expect(reads.get('a')).toBe('token-a');
    now += 10_000;
    expect(reads.get('b')).toBeUndefined();
    now += 49_999;
    expect(reads.get('a')).toBe('token-a');
    now += 1;
    expect(reads.get('a')).toBeUndefined();
  });

  it('forgets on request, and keeps at most maxEntries, the oldest out first', () => {
    const reads = new SessionReads({ maxEntries: 2, ttlMs: 60_000 });
    const later = new Date(Date.now() + 3_600_000);
    reads.keep('a', 'token-a', later);
    reads.keep('b', 'token-b', later);
    reads.keep('c', 'token-c', later);
    expect(reads.get('a')).toBeUndefined();
    expect(reads.size).toBe(2);
    reads.forget('b');
    expect(reads.get('b')).toBeUndefined();
    expect(reads.get('c')).toBe('token-c');
  });
});
