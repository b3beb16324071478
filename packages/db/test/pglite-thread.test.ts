// The embedded database in its worker thread: the calls Drizzle, pg-boss and our code make behave
// as on an in-process PGlite, and the caller's event loop stays free while PostgreSQL works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestEnv } from '../src/env';
import {
  EmbeddedDatabaseError,
  startPgliteThread,
  type PgliteClient,
} from '../src/pglite/thread-client';

let db: PgliteClient;

describe.runIf(readTestEnv().TEST_DB === 'pglite')('the embedded database thread', () => {
  beforeAll(async () => {
    db = await startPgliteThread({});
    await db.exec('create table t (id int primary key, at timestamptz, note text)');
  });
  afterAll(async () => db.close());

  it('answers queries with typed values, and PostgreSQL errors with their fields', async () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    await db.query('insert into t values ($1, $2, $3)', [1, at, 'first']);
    const { rows } = await db.query<{ id: number; at: Date }>('select id, at from t');
    expect(rows).toEqual([{ id: 1, at }]);
    const duplicate = await db
      .query('insert into t values ($1, $2, $3)', [1, at, 'again'])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(EmbeddedDatabaseError);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it("keeps text for the types a caller's parsers leave as text (Drizzle's dates)", async () => {
    const keep = (value: string) => value;
    const { rows } = await db.query<{ at: string }>(
      "select '2026-11-26 10:00:00+00'::timestamptz as at",
      [],
      {
        parsers: { 1184: keep },
      },
    );
    expect(typeof rows[0]!.at).toBe('string');
    await expect(
      db.query('select 1', [], { parsers: { 23: (v: string) => Number(v) * 2 } }),
    ).rejects.toThrow(/only parsers that keep the text/);
  });

  it('commits a transaction whose work returns, rolls back one that throws, and holds others back meanwhile', async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t values (2, now(), 'committed')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (3, now(), 'rolled back')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = db.transaction(async (tx) => {
      await tx.query("insert into t values (4, now(), 'inside')");
      order.push('transaction wrote');
      await held;
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.query('select count(*)::int as n from t').then((r) => {
      order.push('outside read');
      return r.rows[0] as { n: number };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await inside;
    expect(await outside).toEqual({ n: 3 });
    expect(order).toEqual(['transaction wrote', 'transaction ends', 'outside read']);
    const ids = (await db.query<{ id: number }>('select id from t order by id')).rows.map(
      (r) => r.id,
    );
    expect(ids).toEqual([1, 2, 4]);
  });

  it('delivers notifications to listeners', async () => {
    const payloads: string[] = [];
    const unlisten = await db.listen('jobs', (payload) => payloads.push(payload));
    await db.query("select pg_notify('jobs', 'ready')");
    await expect.poll(() => payloads, { timeout: 5000 }).toEqual(['ready']);
    await unlisten();
  });

  it('leaves the event loop free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await db.query('select count(*) from generate_series(1, 4000000)');
    const took = performance.now() - started;
    clearInterval(timer);
    // In-process PGlite would block the loop for the whole query: no tick at all.
    expect(took).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(5);
  });

  it('answers a ping ahead of the queries waiting (the health check asks whether, not when)', async () => {
    const order: string[] = [];
    const heavy = (n: number) =>
      db
        .query('select count(*) from generate_series(1, 300000)')
        .then(() => order.push(`query ${n}`));
    const queries = [1, 2, 3, 4].map(heavy);
    const ping = db.ping().then(() => order.push('ping'));
    await Promise.all([...queries, ping]);
    expect(order.indexOf('ping')).toBeLessThanOrEqual(1);
    expect(order.filter((o) => o !== 'ping')).toEqual(['query 1', 'query 2', 'query 3', 'query 4']);
  });

  it('dumps the data folder and starts another database from the dump', async () => {
    const dump = await db.dumpDataDir('gzip');
    const copy = await startPgliteThread({ loadDataDir: await dump.arrayBuffer() });
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from t');
      expect(rows[0]!.n).toBe(3);
    } finally {
      await copy.close();
    }
  });

  it('fails every call once closed, with a clear error', async () => {
    const other = await startPgliteThread({});
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow(/embedded database/);
  });
});
