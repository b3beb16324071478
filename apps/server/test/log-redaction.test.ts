import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../src/http/app';

describe('request URLs in logs', () => {
  it.each([
    [
      '/api/auth/reset-password/abc123XYZ?callbackURL=%2Freset-password',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    ],
    ['/reset-password?token=abc123XYZ', '/reset-password?token=[redacted]'],
    ['/api/user/opaqueTok3n/unsubscribe', '/api/user/[redacted]/unsubscribe'],
    [
      '/feeds/personal/AbC-_123xyz.atom?signals=upgrade',
      '/feeds/personal/[redacted].atom?signals=upgrade',
    ],
    ['/feeds.rss?projects=uniswap', '/feeds.rss?projects=uniswap'],
    ['/api/feeds/daily', '/api/feeds/daily'],
    ['/api/user/u-1', '/api/user/u-1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactSecrets(url)).toBe(logged);
  });
});
