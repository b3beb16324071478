// Change notices across processes on PostgreSQL (ADR 043): two app instances on one database, each
// with its own pool and listening connection, as `serve` and a `worker` (or a CLI command) have.
// What one writes and announces, the other's next answer shows; a dropped listening connection is
// opened again, and answers are not kept while it is down. On PGlite one process owns the data.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_CHANNEL, openPostgres, saveRegistryProjects } from '@gitsignals/db';
import { readTestEnv } from './env';
import { createTestApp, registryProject, type TestApp } from './helpers';
import { queryRows } from './user-api-helpers';

const now = () => new Date('2026-03-20T12:00:00Z');
let writer: TestApp;
let reader: TestApp;
const onPostgres = readTestEnv().TEST_DB === 'postgres';

beforeAll(async () => {
  writer = await createTestApp({ now });
  if (!onPostgres) return;
  const url = writer.handle.pool!.options.connectionString!;
  reader = await createTestApp({ now }, await openPostgres(url, 2));
  await vi.waitFor(() => expect(reader.handle.changes.isLive()).toBe(true));
});
afterAll(async () => {
  await reader?.close();
  await writer.close();
});

const slugs = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/projects' }))
    .json()
    .map((p: { slug: string }) => p.slug);

describe.runIf(onPostgres)('change notices between processes on PostgreSQL', () => {
  it("makes the other instance's next answer fresh", async () => {
    expect(await slugs(reader)).toEqual([]);
    const kept = reader.app.deps.publicAnswers.stats();
    expect(await slugs(reader)).toEqual([]);
    expect(reader.app.deps.publicAnswers.stats().hits).toBe(kept.hits + 1);

    await saveRegistryProjects(writer.handle.db, [registryProject('uniswap')]);
    await writer.handle.changes.announce();
    await vi.waitFor(async () => expect(await slugs(reader)).toEqual(['uniswap']));
  });

  it('listens again after its connection drops, keeping nothing meanwhile', async () => {
    await slugs(reader);
    const terminated = await queryRows<{ done: boolean }>(
      writer.handle,
      `select pg_terminate_backend(pid) as done from pg_stat_activity
       where query = 'LISTEN ${CHANGE_CHANNEL}' and datname = current_database()`,
    );
    expect(terminated.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(reader.handle.changes.isLive()).toBe(false));
    const answers = reader.app.deps.publicAnswers;
    expect(answers.stats().entries).toBe(0);
    if (!reader.handle.changes.isLive()) {
      // Not reconnected yet: answered from the database, not kept.
      await slugs(reader);
      expect(answers.stats().entries).toBe(0);
    }
    await vi.waitFor(() => expect(reader.handle.changes.isLive()).toBe(true), { timeout: 10_000 });

    await saveRegistryProjects(writer.handle.db, [registryProject('aave')]);
    await writer.handle.changes.announce();
    await vi.waitFor(async () => expect(await slugs(reader)).toEqual(['aave', 'uniswap']));
  });
});
