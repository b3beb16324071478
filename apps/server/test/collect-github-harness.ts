// Shared pieces of the GitHub collector tests: a clock that moves only when the collector sleeps
// (so waits are recorded, never spent), and an in-memory cursor store for the tests that look at
// the API traffic rather than at stored rows.
import type { CollectedBatch, RepositoryToCollect } from '../src/collectors/collected';
import {
  createGithubCollector,
  type GithubCollectorOptions,
  type GithubCollectorStore,
} from '../src/collectors/github/github-collector';
import type { GithubStandIn } from './stand-ins/github-api';

export interface FakeClock {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  waits: number[];
}

export function fakeClock(start: Date): FakeClock {
  let at = start.getTime();
  const waits: number[] = [];
  return {
    now: () => new Date(at),
    sleep: async (ms) => {
      waits.push(ms);
      at += ms;
    },
    waits,
  };
}

export interface MemoryStore extends GithubCollectorStore {
  cursors: Map<number, Record<string, unknown>>;
  upstreams: Map<number, string | null>;
}

export function memoryStore(): MemoryStore {
  const cursors = new Map<number, Record<string, unknown>>();
  const upstreams = new Map<number, string | null>();
  return {
    cursors,
    upstreams,
    readCursors: async (ids) =>
      new Map(ids.flatMap((id) => (cursors.has(id) ? [[id, cursors.get(id)!] as const] : []))),
    recordUpstream: async (repository, fork) => {
      upstreams.set(repository.id, fork.upstreamFullName);
    },
  };
}

export function toCollect(fullNames: string[]): RepositoryToCollect[] {
  return fullNames.map((fullName, i) => ({
    id: i + 1,
    projectId: 1,
    projectSlug: 'uniswap',
    fullName,
    url: `https://github.com/${fullName}`,
    isFork: false,
    upstreamFullName: null,
  }));
}

export function collectorFor(
  standIn: GithubStandIn,
  clock: FakeClock,
  store: GithubCollectorStore,
  extra: Partial<GithubCollectorOptions> = {},
) {
  return createGithubCollector({
    token: standIn.token,
    apiUrl: standIn.url,
    batchSize: 50,
    restFileCap: 4000,
    store,
    log: () => {},
    sleep: clock.sleep,
    now: clock.now,
    random: () => 0.5,
    ...extra,
  });
}

/** Runs a collection the way the pipeline does: each batch "stored", then its cursor written. */
export async function runInMemory(
  collector: ReturnType<typeof createGithubCollector>,
  repositories: RepositoryToCollect[],
  store: MemoryStore,
): Promise<Map<string, CollectedBatch[]>> {
  const batches = new Map<string, CollectedBatch[]>();
  for await (const { repository, batch } of collector.collect(repositories, {
    dataDir: '/nonexistent',
    log: () => {},
  })) {
    batches.set(repository.fullName, [...(batches.get(repository.fullName) ?? []), batch]);
    if (batch.cursor) store.cursors.set(repository.id, batch.cursor);
  }
  return batches;
}

export const commitsOf = (batches: CollectedBatch[] | undefined) =>
  (batches ?? []).flatMap((b) => b.commits);
