// The hand-written part of the migration that makes "one live subscription per user" a unique
// index (migrations/manual-one-live-subscription.sql): subscriptions made before the rule are
// settled first, so the index can be created over a database that already broke it.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { migrationsFolder } from '../src/migrate';
import { createTestDatabase } from '../src/testing';

const read = (file: string) => readFileSync(`${migrationsFolder}/${file}`, 'utf8');
const statements = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((part) => part.trim())
    .filter((part) => part.replace(/^--.*$/gm, '').trim() !== '');

const manual = read('manual-one-live-subscription.sql');
// Found by content: the lead renumbers migrations when branches merge.
const migrationFile = readdirSync(migrationsFolder).find(
  (file) =>
    /^\d{4}_.*\.sql$/.test(file) && read(file).includes('"subscriptions_one_live_per_user"'),
)!;
const createIndex = statements(read(migrationFile)).find((s) => s.startsWith('CREATE UNIQUE'))!;

let handle: DatabaseHandle;
const rows = async <T>(query: string) =>
  (await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] };

beforeAll(async () => {
  handle = await createTestDatabase();
  // The database as it was before the rule.
  await rows('drop index subscriptions_one_live_per_user');
  await rows(`insert into users (id, name, email) values
    ('u_twice', 'Twice', 'twice@example.com'),
    ('u_lapsed', 'Lapsed', 'lapsed@example.com'),
    ('u_fine', 'Fine', 'fine@example.com')`);
  await rows(`insert into subscriptions
    (id, user_id, plan_id, provider, provider_subscription_id, status, current_period_end, created_at) values
    ('s_first', 'u_twice', 'founding-member-monthly', 'stripe', 'sub_a', 'active', now() + interval '20 days', now() - interval '2 days'),
    ('s_second', 'u_twice', 'founding-member-yearly', 'stripe', 'sub_b', 'active', now() + interval '300 days', now() - interval '1 day'),
    ('s_third', 'u_twice', 'founding-member-monthly', 'test', null, 'trialing', now() + interval '20 days', now()),
    ('s_old_test', 'u_lapsed', 'founding-member-monthly', 'test', null, 'active', now() - interval '1 day', now() - interval '40 days'),
    ('s_new_test', 'u_lapsed', 'founding-member-monthly', 'test', null, 'active', now() + interval '29 days', now() - interval '1 day'),
    ('s_fine', 'u_fine', 'founding-member-monthly', 'stripe', 'sub_c', 'active', now() + interval '20 days', now()),
    ('s_fine_old', 'u_fine', 'founding-member-monthly', 'stripe', 'sub_d', 'past_due', now() + interval '2 days', now() - interval '30 days')`);
});

afterAll(async () => {
  await handle?.close();
});

describe('the one-live-subscription migration', () => {
  it('carries the hand-written SQL, before the index it makes possible', () => {
    const migration = read(migrationFile);
    const backfill = statements(manual);
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) expect(migration).toContain(statement);
    expect(migration.indexOf(backfill[1]!)).toBeLessThan(migration.indexOf(createIndex));
  });

  it('refuses nothing on a database that broke the rule, and keeps one live subscription each', async () => {
    for (const statement of [...statements(manual), createIndex]) await rows(statement);
    const stored = await rows<{ id: string; status: string; ended_reason: string | null }>(
      'select id, status, ended_reason from subscriptions order by id',
    );
    expect(stored.rows).toEqual([
      { id: 's_fine', status: 'active', ended_reason: null },
      { id: 's_fine_old', status: 'past_due', ended_reason: null },
      { id: 's_first', status: 'active', ended_reason: null },
      { id: 's_new_test', status: 'active', ended_reason: null },
      // A test-mode plan whose period was over had simply ended.
      { id: 's_old_test', status: 'canceled', ended_reason: null },
      // The later ones of a user who had several are the duplicates.
      { id: 's_second', status: 'canceled', ended_reason: 'duplicate' },
      { id: 's_third', status: 'canceled', ended_reason: 'duplicate' },
    ]);
    const index = await rows<{ indexdef: string }>(
      "select indexdef from pg_indexes where indexname = 'subscriptions_one_live_per_user'",
    );
    expect(index.rows[0]?.indexdef).toMatch(/^CREATE UNIQUE INDEX/);
  });
});
