import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 3, trustedClientIpHeader: 'x-forwarded-for' });
});
afterAll(async () => t.close());

describe('rate limit on public routes', () => {
  it('answers 429 with the error shape once a client exceeds the limit, per client address', async () => {
    const hit = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/projects/metadata',
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i += 1) expect((await hit('203.0.113.7')).statusCode).toBe(200);
    const limited = await hit('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await hit('198.51.100.1')).statusCode).toBe(200);
  });
});

describe('rate limit on the Atom/RSS feeds', () => {
  it('counts feed reads as API calls, each client on its own (ADR 064)', async () => {
    const read = (url: string, ip: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
    const ip = '203.0.113.90';
    expect((await read('/feeds.atom', ip)).statusCode).toBe(200);
    expect((await read('/feeds.rss', ip)).statusCode).toBe(200);
    expect((await read(`/feeds/personal/${'A'.repeat(43)}.atom`, ip)).statusCode).toBe(404);
    const limited = await read('/feeds.atom', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await read('/feeds.atom', '198.51.100.90')).statusCode).toBe(200);
  });
});

describe('client address from the trusted header', () => {
  it('uses the entry the proxy appended, so client-written entries cannot dodge the limit', async () => {
    const hit = (forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/projects/metadata',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await hit(`10.9.9.${i}, 192.0.2.44`)).statusCode).toBe(200);
    }
    expect((await hit('10.9.9.200, 192.0.2.44')).statusCode).toBe(429);
  });
});
