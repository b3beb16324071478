// Daily alerts (ADR 060): once a UTC day is over, each active daily rule gets one delivery with
// the items first written that day about that day or the one before, matched like instant ones;
// the hourly runs after it record nothing more, and a day nothing matched sends nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlertRule, type AlertRuleFields } from '@gitsignals/db';
import { queueDailyAlerts } from '../src/use-cases/alerts/queue-daily-alerts';
import { createUser, rawQuery } from './digest-fixtures';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';

let t: TestApp;
/** 2026-05-11 00:20 UTC: the run for 2026-05-10. */
const NOW = new Date('2026-05-11T00:20:00Z');
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedFeed(
    t.handle,
    [registryProject('uniswap'), registryProject('aave', { category: 'Lending' })],
    [
      { slug: 'uniswap', date: '2026-05-10', priority: 'high', title: 'Uniswap ships hooks' },
      { slug: 'aave', date: '2026-05-10', title: 'Aave adds a market' },
      // Written the same day but about a day long past: imported history, never alerted.
      { slug: 'aave', date: '2026-03-01', title: 'Aave history' },
      // About the day, but written the day after: tomorrow's daily message.
      { slug: 'uniswap', date: '2026-05-09', title: 'Uniswap late item' },
    ],
  );
  const written = [
    '2026-05-10T23:41:00Z',
    '2026-05-10T23:42:00Z',
    '2026-05-10T12:00:00Z',
    '2026-05-11T00:05:00Z',
  ];
  for (const [i, id] of ids.entries()) {
    await rawQuery(t.handle, 'update feed_items set created_at = $2 where id = $1', [
      id,
      written[i],
    ]);
  }
});
afterAll(async () => t.close());

async function dailyRule(userId: string, fields: Partial<AlertRuleFields>) {
  const rule = {
    name: 'Daily',
    delivery: 'daily' as const,
    minPriority: null,
    projects: [],
    categories: [],
    networks: [],
    signals: [],
    keywords: [],
    destination: { type: 'email' as const },
    ...fields,
  };
  const id = randomUUID();
  await insertAlertRule(
    t.handle.db,
    { ...rule, id, userId, secret: 'whsec_test', createdAt: NOW },
    50,
  );
  return id;
}

describe('daily alerts', () => {
  it('records one delivery per rule and day, with the day’s matching items, once', async () => {
    const user = await createUser(t.handle);
    const everything = await dailyRule(user.id, { minPriority: 'low' });
    const dex = await dailyRule(user.id, { categories: ['DEX'] });
    const quiet = await dailyRule(user.id, { keywords: ['no such words anywhere'] });
    const queued: string[] = [];
    const deps = {
      db: t.handle.db,
      now: () => NOW,
      queue: { deliver: async (d: string[]) => void queued.push(...d) },
    };

    expect(await queueDailyAlerts(deps)).toMatchObject({ day: '2026-05-10', queued: 2 });
    const rows = await rawQuery<{
      rule_id: string;
      key: string;
      kind: string;
      item_ids: string[];
      title: string;
    }>(t.handle, 'select rule_id, key, kind, item_ids, title from alert_deliveries order by title');
    expect(rows).toEqual([
      {
        rule_id: everything,
        key: 'daily:2026-05-10',
        kind: 'daily',
        item_ids: [ids[0], ids[1]],
        title: '2 new signals on 2026-05-10',
      },
      {
        rule_id: dex,
        key: 'daily:2026-05-10',
        kind: 'daily',
        item_ids: [ids[0]],
        title: 'Uniswap ships hooks',
      },
    ]);
    expect(rows.some((r) => r.rule_id === quiet)).toBe(false);
    expect(queued).toHaveLength(2);

    // The next hour's run makes up for downtime only: nothing new for the same day.
    expect(
      await queueDailyAlerts({ ...deps, now: () => new Date('2026-05-11T01:20:00Z') }),
    ).toMatchObject({ queued: 0 });
    expect(queued).toHaveLength(2);
  });
});
