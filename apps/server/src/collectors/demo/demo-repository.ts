// One repository of the bundled dataset on its way into the database: its file read, its replay
// offset (fixed at its first import), any range of its replayed days stored, either in one
// transaction with the repository's tags or in batches of commits, and its HEAD manifests. Inserts
// are idempotent by natural key (repository + sha, repository + tag name; the manifests are
// replaced), so a range stored twice, or a batch cut short by a crash and stored again, leaves the
// same rows.
import { classifyCommit } from '@gitsignals/analysis';
import {
  findRepository,
  inTransaction,
  insertCommits,
  insertTags,
  saveRepositoryManifests,
  setRepositoryReplay,
  type Database,
  type NewCommit,
  type NewDependency,
  type NewTag,
} from '@gitsignals/db';
import { utcDay } from '@gitsignals/domain';
import {
  readActivityCommits,
  readActivityMeta,
  type ActivityMeta,
  type ActivityRepo,
  type DatasetCommit,
} from './dataset';
import { importPublishedContacts } from './import-published-contacts';
import { replay, replayOffsetDays } from './replay';

const RELEASE_TAG = /^(?:[\w.-]*\/)?v?\d+\.\d+(?:\.\d+)?/;

/** A repository's dataset, read, with the offset its history is replayed by. */
export interface DemoRepository {
  id: number;
  name: string;
  offsetDays: number;
  meta: ActivityMeta;
  /** As stored in the file (newest first), not yet classified. */
  records: DatasetCommit[];
  /** Its newest commit, replayed (the order of the background phase). */
  newestReplayed: Date;
}

/** Replayed UTC days: `from` inclusive, `before` exclusive; an open end when absent. */
export interface DayRange {
  from?: string | undefined;
  before?: string | undefined;
}

/** Reads the repository's file; on its first import, fixes its replay offset and HEAD facts. */
export async function openDemoRepository(
  db: Database,
  dataDir: string,
  now: Date,
  projectId: number,
  repo: ActivityRepo,
): Promise<DemoRepository> {
  const stored = await findRepository(db, projectId, repo.repo);
  if (!stored)
    throw new Error(`Repository ${repo.repo} is not in the registry of ${repo.projectSlug}`);
  const records: DatasetCommit[] = [];
  for await (const commit of readActivityCommits(dataDir, repo)) records.push(commit);
  const newest = records.reduce((max, c) => Math.max(max, Date.parse(c.committerDate)), 0);
  const offsetDays = stored.replayOffsetDays ?? replayOffsetDays(new Date(newest), now);
  const meta = await readActivityMeta(dataDir, repo);
  if (stored.replayOffsetDays === null) {
    await setRepositoryReplay(db, stored.id, {
      replayOffsetDays: offsetDays,
      defaultBranch: meta.defaultBranch ?? null,
      headSha: meta.headSha ?? null,
      headAt: meta.headDate ? new Date(meta.headDate) : null,
    });
  }
  return {
    id: stored.id,
    name: repo.repo,
    offsetDays,
    meta,
    records,
    newestReplayed: replay(new Date(newest), offsetDays),
  };
}

const inRange = (day: string, range: DayRange) =>
  (range.from === undefined || day >= range.from) &&
  (range.before === undefined || day < range.before);

/** The repository's records whose replayed committer day falls in the range. */
const recordsIn = (repository: DemoRepository, range: DayRange) =>
  repository.records.filter((c) =>
    inRange(utcDay(replay(new Date(c.committerDate), repository.offsetDays)), range),
  );

/** The repository's commits whose replayed committer day falls in the range, classified. */
export function commitsIn(repository: DemoRepository, range: DayRange): NewCommit[] {
  return recordsIn(repository, range).map((c) => demoCommit(c, repository.offsetDays));
}

/** The range's commits with the repository's tags (replayed), in one transaction. */
export async function storeWithTags(
  db: Database,
  repository: DemoRepository,
  range: DayRange,
): Promise<{ read: number; newCommits: number }> {
  const commits = commitsIn(repository, range);
  const newCommits = await inTransaction(db, async (tx) => {
    const inserted = await insertCommits(tx, repository.id, commits);
    await insertTags(tx, repository.id, tagsOf(repository.meta, repository.offsetDays));
    return inserted;
  });
  return { read: commits.length, newCommits };
}

/**
 * The range's commits, `batchSize` to a transaction; `between` runs after each batch (to let
 * requests through, or to stop: it answers false and the rest is left for the next run).
 */
export async function storeInBatches(
  db: Database,
  repository: DemoRepository,
  range: DayRange,
  options: { batchSize: number; between: () => Promise<boolean> },
): Promise<{ newCommits: number; complete: boolean }> {
  const records = recordsIn(repository, range);
  let newCommits = 0;
  for (let start = 0; start < records.length; start += options.batchSize) {
    // Classified a batch at a time, so requests waiting on the event loop are not held up long.
    const batch = records
      .slice(start, start + options.batchSize)
      .map((c) => demoCommit(c, repository.offsetDays));
    newCommits += await insertCommits(db, repository.id, batch);
    if (!(await options.between())) return { newCommits, complete: false };
  }
  return { newCommits, complete: true };
}

function demoCommit(c: DatasetCommit, offset: number): NewCommit {
  const classified = classifyCommit({
    sha: c.sha,
    repository: c.repo,
    parents: c.parents,
    authorName: c.authorName,
    committedAt: c.committerDate,
    message: c.message,
    files: c.files,
  });
  return {
    sha: c.sha,
    parents: c.parents,
    authorName: c.authorName,
    authorLogin: null,
    authoredAt: replay(new Date(c.authorDate), offset),
    committedAt: replay(new Date(c.committerDate), offset),
    recordedCommittedAt: new Date(c.committerDate),
    message: c.message,
    signals: classified.signals,
    noiseReason: classified.noise,
    files: c.files.map((f) => ({
      path: f.path,
      status: f.status,
      oldPath: f.oldPath ?? null,
      additions: f.additions,
      deletions: f.deletions,
    })),
  };
}

function tagsOf(meta: ActivityMeta, offset: number): NewTag[] {
  return meta.tags.map((t) => ({
    name: t.name,
    sha: t.targetSha ?? null,
    taggedAt: t.date ? replay(new Date(t.date), offset) : null,
    recordedTaggedAt: t.date ? new Date(t.date) : null,
    isRelease: RELEASE_TAG.test(t.name),
  }));
}

/**
 * The repository's HEAD manifests and paths, what its stack is detected from, and the contacts
 * its files publish, in one transaction.
 */
export async function storeManifests(
  db: Database,
  repositoryId: number,
  meta: ActivityMeta,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await saveRepositoryManifests(
      tx,
      repositoryId,
      meta.headSha ?? null,
      dependenciesOf(meta),
      meta.paths,
    );
    await importPublishedContacts(tx, repositoryId, meta);
  });
}

/** A repository's manifests as the database stores them (absent fields are null). */
export function dependenciesOf(meta: Pick<ActivityMeta, 'dependencies'>): NewDependency[] {
  return meta.dependencies.map((d) => ({
    ecosystem: d.ecosystem,
    name: d.name,
    version: d.version ?? null,
    manifestPath: d.manifestPath,
    kind: d.kind ?? null,
    source: d.source ?? null,
  }));
}
