// Sign-in attempts are limited per client in the database, so the limit holds across processes,
// and the client address comes only from the socket or the one configured trusted header.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@gitsignals/db/testing';
import type { DatabaseHandle } from '@gitsignals/db';
import { buildApp, type BuildAppOptions } from '../src/http/app';
import { uniqueEmail } from './auth-helpers';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function appOn(handle: DatabaseHandle, options: Partial<BuildAppOptions> = {}) {
  const app = await buildApp({
    db: handle.db,
    databaseKind: handle.kind,
    logLevel: 'silent',
    now: () => new Date(),
    rateLimitMax: 0,
    authRateLimitMax: 3,
    ...options,
  });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

async function freshDatabase() {
  const handle = await createTestDatabase();
  cleanups.push(() => handle.close());
  return handle;
}

function attempt(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000', ...headers },
    payload: { email: uniqueEmail('guess'), password: 'wrong password' },
  });
}

describe('auth rate limits', () => {
  it('answers 429 after the allowed attempts per minute', async () => {
    const app = await appOn(await freshDatabase());
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts attempts in the database, so two processes share one limit', async () => {
    const handle = await freshDatabase();
    const first = await appOn(handle);
    const second = await appOn(handle);
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it('ignores forwarded-for headers unless a trusted header is configured', async () => {
    const app = await appOn(await freshDatabase());
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await attempt(app, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits per address from the configured trusted header', async () => {
    const app = await appOn(await freshDatabase(), { trustedClientIpHeader: 'x-real-ip' });
    for (let i = 0; i < 3; i += 1) await attempt(app, { 'x-real-ip': '203.0.113.7' });
    expect((await attempt(app, { 'x-real-ip': '203.0.113.7' })).statusCode).toBe(429);
    expect((await attempt(app, { 'x-real-ip': '203.0.113.8' })).statusCode).toBe(401);
  });

  it('limits resending the sign-up link, answering the same until the limit', async () => {
    const app = await appOn(await freshDatabase());
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: uniqueEmail('resend') },
      });
      answers.push([response.statusCode, response.statusCode === 200 ? response.json() : null]);
    }
    expect(answers).toEqual([
      [200, { status: true }],
      [200, { status: true }],
      [200, { status: true }],
      [429, null],
    ]);
  });

  it('does not let a client set the internal client-address header', async () => {
    const app = await appOn(await freshDatabase());
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await attempt(app, { 'x-gitsignals-client-ip': `198.51.100.${i}` })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
