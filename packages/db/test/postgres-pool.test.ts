// A PostgreSQL server that closes an idle connection (restart, failover, admin command) must not
// take the process down; the next query simply opens a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../src/testing';

type Rows<T> = { rows: T[] };

describe('the database handle', () => {
  it('survives the server closing its idle connections and keeps answering', async () => {
    const handle = await createTestDatabase();
    try {
      if (handle.kind !== 'postgres' || !handle.pool) return; // PGlite has no server.
      await handle.db.execute(sql`select 1`); // leaves one idle connection in the pool

      const admin = new pg.Client({ connectionString: handle.pool.options.connectionString });
      await admin.connect();
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      try {
        const closed = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        expect(closed.rowCount).toBeGreaterThan(0);
        await expect.poll(() => warnings.length).toBeGreaterThan(0);
      } finally {
        process.off('warning', onWarning);
        await admin.end();
      }
      expect(warnings[0]).toMatch(/PostgreSQL closed an idle connection/);

      const answer = (await handle.db.execute(sql`select 42 as n`)) as unknown as Rows<{
        n: number;
      }>;
      expect(answer.rows[0]!.n).toBe(42);
    } finally {
      await handle.close();
    }
  });
});
