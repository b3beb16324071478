// Alert rules through the API (issue 17): GET/POST /users/{id}/alerts, PUT/DELETE …/{alertId},
// the delivery log and "Send test". Only the owner reaches a rule; what the schema cannot check
// (an unknown project, a Telegram chat not linked) answers 400 naming the field; a free account
// keeps one e-mail rule and is refused a second rule or a webhook with 403.
import { FREE_ALERT_RULES, MAX_ALERT_RULES } from '@gitsignals/contracts';
import { saveTelegramChat } from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramBot } from '../src/alert-channels/telegram-bot';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { startTelegramStandIn, type TelegramStandIn } from './stand-ins/telegram-api';
import { callAs, queryRows } from './user-api-helpers';

let t: TestApp;
let telegram: TelegramStandIn;
beforeAll(async () => {
  // An operator who set a Telegram bot: Telegram is a destination, for chats a user linked.
  telegram = await startTelegramStandIn('gitsignals_bot');
  t = await createTestApp({
    telegram: createTelegramBot({ token: telegram.token, apiUrl: telegram.url }),
  });
  await seedFeed(
    t.handle,
    [registryProject('uniswap'), registryProject('aave', { category: 'Lending' })],
    [
      { slug: 'uniswap', date: '2026-03-19', title: 'Uniswap ships hooks' },
      { slug: 'aave', date: '2026-03-18', priority: 'high', title: 'Aave fixes rounding' },
    ],
  );
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});

const emailRule = {
  name: 'Security on Aave',
  delivery: 'instant',
  projects: ['aave'],
  signals: ['security_fix'],
  destination: { type: 'email' },
};
const webhookRule = {
  name: 'DEX features',
  delivery: 'daily',
  minPriority: 'medium',
  categories: ['DEX'],
  keywords: ['hook'],
  destination: { type: 'webhook', url: 'https://hooks.example.com/gitsignals' },
};

async function subscriber(): Promise<SignedInUser> {
  const user = await signUp(t.app);
  await giveSubscription(t.handle, user.id);
  return user;
}

const alertsOf = (user: SignedInUser) => `/api/users/${user.id}/alerts`;

describe('alert rules', () => {
  it('creates, lists, rewrites, pauses, resumes and deletes a rule', async () => {
    const user = await subscriber();
    const call = callAs(t.app, user);
    const created = await call('POST', alertsOf(user), webhookRule);
    expect(created.statusCode).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({
      name: 'DEX features',
      delivery: 'daily',
      minPriority: 'medium',
      categories: ['DEX'],
      keywords: ['hook'],
      projects: [],
      destination: { type: 'webhook', url: 'https://hooks.example.com/gitsignals' },
      status: 'active',
      pausedReason: null,
      lastDeliveryAt: null,
    });
    expect(rule.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await call('GET', alertsOf(user));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      alerts: [{ ...rule, secret: undefined }].map(({ secret: _s, ...r }) => r),
      limit: MAX_ALERT_RULES,
      destinations: ['email', 'webhook', 'slack', 'discord', 'telegram'],
      telegram: { available: true, botUsername: 'gitsignals_bot' },
    });
    // The secret is shown once: no later answer carries it.
    expect(listed.body).not.toContain(rule.secret);

    const renamed = await call('PUT', `${alertsOf(user)}/${rule.id}`, {
      ...webhookRule,
      name: 'DEX hooks',
      projects: ['Uniswap'],
      paused: true,
    });
    expect(renamed.statusCode).toBe(200);
    // A project named by its display name is kept as its slug.
    expect(renamed.json()).toMatchObject({
      name: 'DEX hooks',
      projects: ['uniswap'],
      status: 'paused',
    });

    const resumed = await call('PUT', `${alertsOf(user)}/${rule.id}`, {
      ...webhookRule,
      paused: false,
    });
    expect(resumed.json()).toMatchObject({ status: 'active', pausedReason: null });

    expect((await call('DELETE', `${alertsOf(user)}/${rule.id}`)).statusCode).toBe(204);
    expect((await call('GET', alertsOf(user))).json().alerts).toEqual([]);
    expect((await call('DELETE', `${alertsOf(user)}/${rule.id}`)).statusCode).toBe(404);
  });

  it('answers only the owner: 401 without a session, 403 for another user', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const rule = (await callAs(t.app, owner)('POST', alertsOf(owner), emailRule)).json();
    const ruleUrl = `${alertsOf(owner)}/${rule.id}`;
    const requests: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', alertsOf(owner)],
      ['POST', alertsOf(owner), emailRule],
      ['PUT', ruleUrl, { ...emailRule, name: 'Taken over' }],
      ['DELETE', ruleUrl],
      ['GET', `${ruleUrl}/deliveries`],
      ['POST', `${ruleUrl}/test`],
    ];
    for (const [method, url, body] of requests) {
      expect((await callAs(t.app, null)(method, url, body)).statusCode, `${method} ${url}`).toBe(
        401,
      );
      expect((await callAs(t.app, other)(method, url, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    // Another user's rule id under one's own id is not found either.
    expect((await callAs(t.app, other)('DELETE', `${alertsOf(other)}/${rule.id}`)).statusCode).toBe(
      404,
    );
    const stored = await queryRows<{ name: string }>(
      t.handle,
      `select name from alert_rules where user_id = '${owner.id}'`,
    );
    expect(stored).toEqual([{ name: 'Security on Aave' }]);
  });

  it('answers 400 naming the field', async () => {
    const user = await subscriber();
    const call = callAs(t.app, user);
    const cases: [body: unknown, field: string][] = [
      [
        { ...webhookRule, destination: { type: 'webhook', url: 'ftp://example.com/x' } },
        'destination.url',
      ],
      [{ ...webhookRule, destination: { type: 'slack', url: 'not a url' } }, 'destination.url'],
      [{ ...emailRule, signals: ['moon_shot'] }, 'signals.0'],
      [{ ...emailRule, categories: ['Casino'] }, 'categories.0'],
      [{ ...emailRule, projects: ['no-such-project'] }, 'projects'],
      [{ name: 'Everything', delivery: 'instant', destination: { type: 'email' } }, 'projects'],
      [{ ...emailRule, projects: [], signals: [], keywords: [] }, 'projects'],
      [{ ...emailRule, destination: { type: 'telegram', chatId: '12345' } }, 'destination.chatId'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', alertsOf(user), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
      expect(res.json().error.message.startsWith(`${field}: `), res.json().error.message).toBe(
        true,
      );
    }
    expect(
      (await call('POST', alertsOf(user), { ...emailRule, projects: ['no-such-project'] })).json()
        .error.message,
    ).toBe('projects: Unknown project "no-such-project"');
    expect((await call('GET', alertsOf(user))).json().alerts).toEqual([]);

    // A chat the user linked is a destination.
    await saveTelegramChat(t.handle.db, {
      userId: user.id,
      chatId: '12345',
      title: 'Alerts',
      linkedAt: new Date(),
    });
    const linked = await call('POST', alertsOf(user), {
      ...emailRule,
      destination: { type: 'telegram', chatId: '12345' },
    });
    expect(linked.statusCode).toBe(201);
  });

  it('gives a free account one e-mail rule', async () => {
    const user = await signUp(t.app);
    const call = callAs(t.app, user);
    const listed = (await call('GET', alertsOf(user))).json();
    expect(listed).toMatchObject({ limit: FREE_ALERT_RULES, destinations: ['email'] });

    const webhook = await call('POST', alertsOf(user), webhookRule);
    expect(webhook.statusCode).toBe(403);
    expect(webhook.json().error).toMatchObject({ code: 'subscription_required' });
    expect(webhook.json().error.message).toMatch(/^Webhook alerts are a premium feature/);

    expect((await call('POST', alertsOf(user), emailRule)).statusCode).toBe(201);
    const second = await call('POST', alertsOf(user), { ...emailRule, name: 'Another' });
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toEqual({
      code: 'subscription_required',
      message:
        'A free account can keep one alert rule. Please upgrade your plan to access this feature.',
    });
    expect((await call('GET', alertsOf(user))).json().alerts).toHaveLength(1);
  });

  it('queues a test of the newest matching item and logs it', async () => {
    const user = await subscriber();
    const call = callAs(t.app, user);
    const rule = (await call('POST', alertsOf(user), { ...webhookRule, keywords: [] })).json();
    const sent = await call('POST', `${alertsOf(user)}/${rule.id}/test`);
    expect(sent.statusCode).toBe(202);
    // No queue runs in this app: the delivery is recorded, pending.
    expect(sent.json().delivery).toMatchObject({
      kind: 'test',
      title: 'Uniswap ships hooks',
      status: 'pending',
      attempts: 0,
      latencyMs: null,
      responseCode: null,
    });
    const log = await call('GET', `${alertsOf(user)}/${rule.id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.json().deliveries).toEqual([sent.json().delivery]);

    // A flood of tests is refused.
    for (let i = 1; i < 5; i += 1) {
      expect((await call('POST', `${alertsOf(user)}/${rule.id}/test`)).statusCode).toBe(202);
    }
    const refused = await call('POST', `${alertsOf(user)}/${rule.id}/test`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });
});
