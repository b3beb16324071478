// E-mail digests: which period each frequency sends, what a digest lists, and that a period goes
// out once — across runs, concurrent runs and failed sends — and never after unsubscribing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listDigestDeliveries,
  listDigestOutbox,
  takeDigestForDelivery,
  type DatabaseHandle,
} from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { digestMessageId } from '../src/mail/digest-message-id';
import { lastCompletedPeriod, periodContaining, periodFromKey } from '../src/mail/digest-period';
import type { Mailer } from '../src/mail/mailer';
import { listOutbox, type OutboxMessage } from '../src/mail/outbox';
import { digestSubject } from '../src/mail/templates/digest';
import { sendDigests, type SendDigestsDeps } from '../src/use-cases/digests/send-digests';
import { DIGEST_CRON, startJobs, type Jobs } from '../src/jobs/scheduler';
import { createUser, rawQuery, tempOutboxMailer, userRow, type TestUser } from './digest-fixtures';
import { registryProject, seedFeed } from './helpers';

const at = (iso: string) => new Date(iso);

describe('digest periods (UTC)', () => {
  const cases: [string, Parameters<typeof lastCompletedPeriod>[0], string, string, string][] = [
    // now, frequency, expected key, start, end (exclusive)
    ['2026-03-10T00:30:00Z', 'daily', 'daily:2026-03-09', '2026-03-09', '2026-03-10'],
    ['2026-03-10T00:30:00Z', 'weekly', 'weekly:2026-W10', '2026-03-02', '2026-03-09'],
    ['2026-03-10T00:30:00Z', 'biweekly', 'biweekly:2026-02-23', '2026-02-23', '2026-03-09'],
    ['2026-03-10T00:30:00Z', 'monthly', 'monthly:2026-02', '2026-02-01', '2026-03-01'],
    // Exactly at a boundary the period that just ended is the one sent.
    ['2026-03-09T00:00:00Z', 'daily', 'daily:2026-03-08', '2026-03-08', '2026-03-09'],
    ['2026-03-09T00:00:00Z', 'weekly', 'weekly:2026-W10', '2026-03-02', '2026-03-09'],
    ['2026-03-08T23:59:59Z', 'weekly', 'weekly:2026-W09', '2026-02-23', '2026-03-02'],
    // ISO weeks across a new year: 2020 has a week 53; 2026's week 1 starts in December 2025.
    ['2021-01-05T12:00:00Z', 'weekly', 'weekly:2020-W53', '2020-12-28', '2021-01-04'],
    ['2026-01-06T12:00:00Z', 'weekly', 'weekly:2026-W01', '2025-12-29', '2026-01-05'],
    ['2026-01-15T08:00:00Z', 'monthly', 'monthly:2025-12', '2025-12-01', '2026-01-01'],
    ['2024-03-01T00:00:00Z', 'monthly', 'monthly:2024-02', '2024-02-01', '2024-03-01'],
    // Two-week blocks count from Monday 1 January 2024, also across years.
    ['2024-01-15T00:00:00Z', 'biweekly', 'biweekly:2024-01-01', '2024-01-01', '2024-01-15'],
    ['2025-01-06T10:00:00Z', 'biweekly', 'biweekly:2024-12-16', '2024-12-16', '2024-12-30'],
  ];
  it.each(cases)('at %s, %s sends %s', (now, frequency, key, start, end) => {
    const period = lastCompletedPeriod(frequency, at(now));
    expect(period.key).toBe(key);
    expect(period.start.toISOString()).toBe(`${start}T00:00:00.000Z`);
    expect(period.end.toISOString()).toBe(`${end}T00:00:00.000Z`);
    expect(periodFromKey(key)?.start.toISOString()).toBe(period.start.toISOString());
  });

  it('makes every biweekly block start on a Monday, 14 days apart', () => {
    let block = periodContaining('biweekly', at('2023-06-01T00:00:00Z'));
    for (let i = 0; i < 100; i += 1) {
      expect(block.start.getUTCDay()).toBe(1);
      expect(block.end.getTime() - block.start.getTime()).toBe(14 * 86_400_000);
      block = periodContaining('biweekly', block.end);
    }
  });

  it('reads back no period from a key it did not write', () => {
    expect(periodFromKey('weekly:2026-W99')).toBeNull();
    expect(periodFromKey('biweekly:2026-03-10')).toBeNull();
    expect(periodFromKey('hourly:2026-03-10')).toBeNull();
  });

  it('words the subject with counts and project names', () => {
    const item = (projectName: string) => ({
      id: 'x',
      title: 't',
      summary: 's',
      priority: 'high',
      projectName,
    });
    expect(digestSubject('weekly', [item('Uniswap')])).toBe(
      'Your weekly GitSignals digest: 1 update from Uniswap',
    );
    expect(
      digestSubject('monthly', ['Uniswap', 'Aave', 'Uniswap', 'Curve', 'Lido', 'Maker'].map(item)),
    ).toBe('Your monthly GitSignals digest: 6 updates from Uniswap, Aave and 3 more');
    expect(digestSubject('daily', ['Uniswap', 'Aave', 'Curve'].map(item))).toBe(
      'Your daily GitSignals digest: 3 updates from Uniswap, Aave and Curve',
    );
  });
});

describe('sending digests', () => {
  const PUBLIC_URL = 'https://gitsignals.example';
  let handle: DatabaseHandle;
  let ids: string[];
  const users: Record<string, TestUser> = {};
  const mailer = tempOutboxMailer(() => handle.db);
  const deps = (now: string, overrides: Partial<SendDigestsDeps> = {}): SendDigestsDeps => ({
    db: handle.db,
    mailer,
    publicUrl: PUBLIC_URL,
    now: () => at(now),
    ...overrides,
  });
  const outboxTo = async (user: TestUser): Promise<OutboxMessage[]> =>
    (await listOutbox(handle.db)).filter((m) => m.to === user.email);

  beforeAll(async () => {
    handle = await createTestDatabase();
    const projects = ['uniswap', 'aave', 'curve', 'lido'].map((slug) => registryProject(slug));
    ids = await seedFeed(handle, projects, [
      {
        slug: 'uniswap',
        date: '2026-03-03',
        priority: 'low',
        title: 'Uniswap tidies <b>hooks</b> & "fees"',
      },
      { slug: 'aave', date: '2026-03-05', priority: 'high', title: 'Aave ships v4 markets' },
      { slug: 'uniswap', date: '2026-03-08', priority: 'medium', title: 'Uniswap router update' },
      { slug: 'aave', date: '2026-03-01', priority: 'high', title: 'Aave before the week' },
      { slug: 'uniswap', date: '2026-03-09', priority: 'medium', title: 'Uniswap on Monday' },
      { slug: 'curve', date: '2026-03-04', priority: 'high', title: 'Curve gauges' },
    ]);
    users.weekly = await createUser(handle, {
      name: 'Ada <Admin>',
      frequency: 'weekly',
      projects: ['uniswap', 'aave'],
    });
    users.daily = await createUser(handle, { frequency: 'daily', projects: ['uniswap', 'curve'] });
    users.off = await createUser(handle, { subscribed: false, projects: ['uniswap'] });
    users.noProjects = await createUser(handle, { frequency: 'weekly' });
    users.quiet = await createUser(handle, { frequency: 'monthly', projects: ['lido'] });
    users.biweekly = await createUser(handle, { frequency: 'biweekly', projects: ['curve'] });
  });
  afterAll(async () => {
    mailer.close();
    await handle?.close();
  });

  it('sends each due user the last completed period, highest priority first', async () => {
    const result = await sendDigests(deps('2026-03-10T01:05:00Z'));
    expect(result).toEqual({
      queued: 3,
      sent: 3,
      empty: 1,
      skipped: 0,
      cancelled: 0,
      busy: 0,
      expired: 0,
      failed: [],
    });

    const [weekly] = await outboxTo(users.weekly!);
    expect(weekly?.subject).toBe('Your weekly GitSignals digest: 3 updates from Aave and Uniswap');
    // The week of 2–8 March only: not 1 March, not Monday 9 March, not Curve.
    const order = ['Aave ships v4 markets', 'Uniswap router update', 'Uniswap tidies'];
    const positions = order.map((title) => weekly!.text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(weekly!.text).not.toContain('Aave before the week');
    expect(weekly!.text).not.toContain('Uniswap on Monday');
    expect(weekly!.text).not.toContain('Curve gauges');
    expect(weekly!.text).toContain('2 – 8 March 2026');
    expect(weekly!.text).toContain(`${PUBLIC_URL}/feeds/${ids[1]}`);
    expect(weekly!.html).toContain(`href="${PUBLIC_URL}/feeds/${ids[1]}"`);
    expect(weekly!.text).toContain('[High] Aave: Aave ships v4 markets');

    const [daily] = await outboxTo(users.daily!);
    expect(daily?.subject).toMatch(/^Your daily GitSignals digest: \d+ updates? from Uniswap$/);
    expect(daily!.text).toContain('Uniswap on Monday');
    const [biweekly] = await outboxTo(users.biweekly!);
    expect(biweekly?.subject).toBe('Your biweekly GitSignals digest: 1 update from Curve');

    expect(await outboxTo(users.off!)).toEqual([]);
    expect(await outboxTo(users.noProjects!)).toEqual([]);
    expect(await outboxTo(users.quiet!)).toEqual([]);
    // Nothing new for the monthly reader: no e-mail and nothing recorded.
    expect(await listDigestDeliveries(handle.db, users.quiet!.id)).toEqual([]);
    expect(await listDigestDeliveries(handle.db, users.weekly!.id)).toEqual([
      expect.objectContaining({ periodKey: 'weekly:2026-W10', frequency: 'weekly', itemCount: 3 }),
    ]);
  });

  it('escapes names and titles in the HTML part', async () => {
    const [weekly] = await outboxTo(users.weekly!);
    expect(weekly!.html).toContain('Hi Ada &#60;Admin&#62;,');
    expect(weekly!.html).toContain(
      'Uniswap tidies &#60;b&#62;hooks&#60;/b&#62; &#38; &#34;fees&#34;',
    );
    expect(weekly!.html).not.toContain('<b>hooks</b>');
    expect(weekly!.html).not.toContain('<Admin>');
    expect(weekly!.text).toContain('Uniswap tidies <b>hooks</b> & "fees"');
  });

  it('carries one-click unsubscribe headers and a visible link with an opaque token', async () => {
    const [weekly] = await outboxTo(users.weekly!);
    const { unsubscribe_token: token } = await userRow(handle, users.weekly!.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(users.weekly!.id);
    expect(weekly!.headers['List-Unsubscribe']).toBe(
      `<${PUBLIC_URL}/api/user/${token}/unsubscribe>`,
    );
    expect(weekly!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(weekly!.text).toContain(`${PUBLIC_URL}/unsubscribe?userId=${token}`);
    expect(weekly!.html).toContain(`href="${PUBLIC_URL}/unsubscribe?userId=${token}"`);
    // Each user has their own token.
    const daily = await userRow(handle, users.daily!.id);
    expect(daily.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(daily.unsubscribe_token).not.toBe(token);
  });

  it('sends nothing more for a period already sent, later the same day or after a restart', async () => {
    const before = (await listOutbox(handle.db)).length;
    expect(await sendDigests(deps('2026-03-10T02:05:00Z'))).toMatchObject({ sent: 0, failed: [] });
    expect(await sendDigests(deps('2026-03-15T23:05:00Z'))).toMatchObject({ sent: 0, failed: [] });
    expect((await listOutbox(handle.db)).length).toBe(before);
  });

  it('sends the next period with new items only, including a day analysed late', async () => {
    const [late, fresh] = await seedFeed(
      handle,
      [registryProject('uniswap'), registryProject('aave')],
      [
        { slug: 'aave', date: '2026-03-07', priority: 'medium', title: 'Aave analysed late' },
        { slug: 'uniswap', date: '2026-03-12', priority: 'high', title: 'Uniswap midweek' },
      ],
    );
    const result = await sendDigests(deps('2026-03-16T00:05:00Z'));
    expect(result.failed).toEqual([]);
    const messages = await outboxTo(users.weekly!);
    expect(messages).toHaveLength(2);
    const next = messages[0]!;
    expect(next.subject).toBe('Your weekly GitSignals digest: 3 updates from Uniswap and Aave');
    // Monday 9 March existed when the first digest went out but belongs to this week: it is here.
    expect(next.text).toContain('Uniswap on Monday');
    expect(next.text).toContain(`${PUBLIC_URL}/feeds/${late}`);
    expect(next.text).toContain(`${PUBLIC_URL}/feeds/${fresh}`);
    expect(next.text).not.toContain('Aave ships v4 markets');
    expect(next.text).not.toContain('Uniswap router update');
  });

  it('sends nothing to a user who unsubscribed', async () => {
    await rawQuery(handle, 'update users set subscribed_to_emails = false where id = $1', [
      users.daily!.id,
    ]);
    await seedFeed(
      handle,
      [registryProject('uniswap')],
      [{ slug: 'uniswap', date: '2026-03-16', title: 'Uniswap after unsubscribing' }],
    );
    const before = (await outboxTo(users.daily!)).length;
    await sendDigests(deps('2026-03-17T00:05:00Z'));
    expect(await outboxTo(users.daily!)).toHaveLength(before);
    expect(
      (await listDigestDeliveries(handle.db, users.daily!.id)).map((d) => d.periodKey),
    ).not.toContain('daily:2026-03-16');
  });

  it('gives each digest a Message-ID of its user and period', async () => {
    const id = (week: string) => `<digest.${users.weekly!.id}.weekly.${week}@gitsignals.example>`;
    const messages = await outboxTo(users.weekly!);
    expect(messages.map((m) => m.headers['Message-ID'])).toEqual([id('2026-W11'), id('2026-W10')]);
    expect(
      digestMessageId({
        userId: users.weekly!.id,
        periodKey: 'weekly:2026-W10',
        publicUrl: PUBLIC_URL,
      }),
    ).toBe(id('2026-W10'));
    expect(await listDigestOutbox(handle.db, users.weekly!.id)).toEqual([
      expect.objectContaining({ messageId: id('2026-W10'), status: 'sent', attempts: 1 }),
      expect.objectContaining({ messageId: id('2026-W11'), status: 'sent', attempts: 1 }),
    ]);
    // Anything outside letters, digits and hyphens is spelled out: ids stay distinct and valid.
    expect(
      digestMessageId({
        userId: 'a.b@c',
        periodKey: 'daily:2026-03-09',
        publicUrl: 'http://localhost:3000',
      }),
    ).toBe('<digest.a=2Eb=40c.daily.2026-03-09@localhost>');
  });

  const broken = (error = '550 mailbox unavailable'): Mailer => ({
    kind: 'smtp',
    send: async () => {
      throw new Error(error);
    },
    close: () => undefined,
  });

  it('keeps a digest whose send failed in the outbox, and the next run sends that e-mail', async () => {
    const reader = await createUser(handle, { frequency: 'daily', projects: ['uniswap'] });
    const failed = await sendDigests(deps('2026-03-17T00:05:00Z', { mailer: broken() }));
    expect(failed).toMatchObject({ queued: 1, sent: 0 });
    expect(failed.failed).toEqual([
      { userId: reader.id, periodKey: 'daily:2026-03-16', error: '550 mailbox unavailable' },
    ]);
    // The claim stands (the period's items are in this e-mail); the e-mail waits in the outbox.
    expect(await listDigestDeliveries(handle.db, reader.id)).toHaveLength(1);
    const messageId = `<digest.${reader.id}.daily.2026-03-16@gitsignals.example>`;
    expect(await listDigestOutbox(handle.db, reader.id)).toEqual([
      {
        periodKey: 'daily:2026-03-16',
        messageId,
        status: 'pending',
        attempts: 1,
        lastError: '550 mailbox unavailable',
        leased: false,
      },
    ]);
    expect(await outboxTo(reader)).toEqual([]);

    // Later, with a new item in the period: the run sends the e-mail as claimed, once.
    await seedFeed(
      handle,
      [registryProject('uniswap')],
      [{ slug: 'uniswap', date: '2026-03-16', title: 'Uniswap claimed too late' }],
    );
    const retried = await sendDigests(deps('2026-03-17T01:05:00Z'));
    expect(retried).toMatchObject({ queued: 0, sent: 1, failed: [] });
    const [message] = await outboxTo(reader);
    expect(message?.subject).toBe('Your daily GitSignals digest: 1 update from Uniswap');
    expect(message?.headers['Message-ID']).toBe(messageId);
    expect(message?.text).not.toContain('Uniswap claimed too late');
    expect(await listDigestOutbox(handle.db, reader.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, lastError: null }),
    ]);
    expect(await sendDigests(deps('2026-03-17T02:05:00Z'))).toMatchObject({ sent: 0 });
    expect(await outboxTo(reader)).toHaveLength(1);
  });

  it('leaves a digest to the sender that holds it, and sends it once that sender is gone', async () => {
    const reader = await createUser(handle, { frequency: 'daily', projects: ['uniswap'] });
    await sendDigests(deps('2026-03-17T00:05:00Z', { mailer: broken('421 try again later') }));
    const [row] = await rawQuery<{ id: number }>(
      handle,
      'select id from digest_outbox where user_id = $1',
      [reader.id],
    );
    // Another process takes it and dies while the mail server has it.
    const take = await takeDigestForDelivery(handle.db, {
      id: row!.id,
      leaseToken: 'a process that was killed',
      leaseSeconds: 60,
    });
    expect(take.kind).toBe('deliver');
    expect(await sendDigests(deps('2026-03-17T01:05:00Z'))).toMatchObject({ busy: 1, sent: 0 });
    expect(await outboxTo(reader)).toEqual([]);

    // Its lease runs out (the database clock decides): the next run sends the same e-mail.
    await rawQuery(
      handle,
      `update digest_outbox set lease_until = now() - interval '1 second' where id = $1`,
      [row!.id],
    );
    expect(await sendDigests(deps('2026-03-17T02:05:00Z'))).toMatchObject({ busy: 0, sent: 1 });
    const sent = await outboxTo(reader);
    expect(sent.map((m) => m.headers['Message-ID'])).toEqual([
      `<digest.${reader.id}.daily.2026-03-16@gitsignals.example>`,
    ]);
    expect(await listDigestOutbox(handle.db, reader.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 3, leased: false }),
    ]);
  });

  it('sends nothing to a user who unsubscribed between the claim and the delivery', async () => {
    const reader = await createUser(handle, { frequency: 'daily', projects: ['uniswap'] });
    await sendDigests(deps('2026-03-17T00:05:00Z', { mailer: broken() }));
    await rawQuery(handle, 'update users set subscribed_to_emails = false where id = $1', [
      reader.id,
    ]);
    expect(await sendDigests(deps('2026-03-17T01:05:00Z'))).toMatchObject({
      cancelled: 1,
      sent: 0,
      failed: [],
    });
    expect(await outboxTo(reader)).toEqual([]);
    expect(await listDigestOutbox(handle.db, reader.id)).toEqual([
      expect.objectContaining({ status: 'cancelled' }),
    ]);
  });

  it('gives up a digest that could not be delivered for a week', async () => {
    const reader = await createUser(handle, { frequency: 'daily', projects: ['uniswap'] });
    await sendDigests(deps('2026-03-17T00:05:00Z', { mailer: broken() }));
    await rawQuery(
      handle,
      `update digest_outbox set created_at = now() - interval '8 days' where user_id = $1`,
      [reader.id],
    );
    expect(await sendDigests(deps('2026-03-17T01:05:00Z'))).toMatchObject({
      expired: 1,
      sent: 0,
    });
    expect(await outboxTo(reader)).toEqual([]);
    expect(await listDigestOutbox(handle.db, reader.id)).toEqual([
      expect.objectContaining({ status: 'expired', lastError: '550 mailbox unavailable' }),
    ]);
  });

  it('sends once when runs overlap', async () => {
    const reader = await createUser(handle, { frequency: 'monthly', projects: ['aave', 'curve'] });
    const results = await Promise.all([
      sendDigests(deps('2026-04-01T00:05:00Z')),
      sendDigests(deps('2026-04-01T00:05:00Z')),
      sendDigests(deps('2026-04-01T00:05:00Z')),
    ]);
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    const mine = await outboxTo(reader);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(/^Your monthly GitSignals digest: \d+ updates from /);
    expect(await listDigestDeliveries(handle.db, reader.id)).toHaveLength(1);
  });

  it('after a switch to a shorter frequency, picks up where the last digest left off', async () => {
    const switcher = await createUser(handle, { frequency: 'weekly', projects: ['uniswap'] });
    await sendDigests(deps('2026-03-10T01:05:00Z')); // weekly: 2–8 March
    await rawQuery(handle, `update users set email_frequency = 'daily' where id = $1`, [
      switcher.id,
    ]);
    await sendDigests(deps('2026-03-20T01:05:00Z')); // daily: 19 March, and what came since 8 March
    const [daily, weekly] = await outboxTo(switcher);
    expect(weekly!.text).toContain('Uniswap router update');
    expect(daily?.subject).toMatch(/^Your daily GitSignals digest: \d+ updates? from Uniswap$/);
    expect(daily!.text).toContain('Uniswap on Monday'); // 9 March, after the weekly period
    expect(daily!.text).not.toContain('Uniswap router update'); // already in the weekly one
  });
});

describe('the scheduled job', () => {
  let handle: DatabaseHandle;
  let jobs: Jobs | undefined;
  const mailer = tempOutboxMailer(() => handle.db);

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await jobs?.stop();
    mailer.close();
    await handle?.close();
  });

  it('is scheduled hourly in pg-boss and its worker sends the digests that are due', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await seedFeed(
      handle,
      [registryProject('uniswap')],
      [{ slug: 'uniswap', date: yesterday, priority: 'high', title: 'Uniswap yesterday' }],
    );
    const reader = await createUser(handle, { frequency: 'daily', projects: ['uniswap'] });
    jobs = await startJobs({
      handle,
      databaseUrl: handle.pool?.options.connectionString,
      digests: { db: handle.db, mailer, publicUrl: 'http://localhost:3000', now: () => new Date() },
      log: () => undefined,
    });
    const schedules = await rawQuery<{ name: string; cron: string; timezone: string }>(
      handle,
      'select name, cron, timezone from pgboss.schedule',
    );
    expect(schedules).toEqual([{ name: 'send-digests', cron: DIGEST_CRON, timezone: 'UTC' }]);

    await jobs.runDigestsNow();
    await expect
      .poll(async () => (await listOutbox(handle.db)).map((m) => m.to), {
        timeout: 20_000,
        interval: 250,
      })
      .toEqual([reader.email]);
    const [message] = await listOutbox(handle.db);
    expect(message!.subject).toBe('Your daily GitSignals digest: 1 update from Uniswap');
  });
});
