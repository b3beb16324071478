// Loads the bundled registry and real commit history into the database. Idempotent: rows are keyed
// by natural keys and each repository's replay offset is fixed at its first import.
import { classifyCommit } from '@gitsignals/analysis';
import {
  findRepository,
  inTransaction,
  insertCommits,
  saveRepositoryManifests,
  setRepositoryReplay,
  saveRegistryProjects,
  insertTags,
  type Database,
  type NewCommit,
  type NewDependency,
} from '@gitsignals/db';
import type { Progress } from '../../reporting/progress';
import {
  readActivityCommits,
  readActivityIndex,
  readActivityMeta,
  readRegistry,
  type ActivityMeta,
  type ActivityRepo,
  type DatasetCommit,
} from './dataset';
import { importPublishedContacts } from './import-published-contacts';
import { replay, replayOffsetDays } from './replay';

export interface ImportDemoResult {
  projects: number;
  repositories: number;
  newCommits: number;
}

const avatarUrl = (org: string) =>
  `https://avatars.githubusercontent.com/${encodeURIComponent(org)}?size=96`;
const RELEASE_TAG = /^(?:[\w.-]*\/)?v?\d+\.\d+(?:\.\d+)?/;

export async function importDemo(
  db: Database,
  dataDir: string,
  now: Date,
  progress: Progress,
): Promise<ImportDemoResult> {
  const registry = await readRegistry(dataDir);
  const projectIds = await saveRegistryProjects(
    db,
    registry.map((p) => ({
      slug: p.slug,
      name: p.name,
      category: p.category,
      networks: p.networks,
      githubOrgs: p.githubOrgs,
      repos: p.repos,
      iconUrl: p.githubOrgs[0] ? avatarUrl(p.githubOrgs[0]) : null,
      source: p.source ?? null,
    })),
  );

  const activity = await readActivityIndex(dataDir);
  progress.start(
    'Importing commits',
    activity.reduce((n, r) => n + r.commitCount, 0),
  );
  let newCommits = 0;
  for (const repo of activity) {
    const projectId = projectIds.get(repo.projectSlug);
    if (projectId === undefined)
      throw new Error(`Activity for unknown project ${repo.projectSlug}`);
    const imported = await importRepository(db, dataDir, now, projectId, repo);
    newCommits += imported.newCommits;
    progress.tick(imported.read, repo.repo);
  }
  progress.done(`${newCommits} new commits from ${activity.length} repositories`);
  return {
    projects: registry.length,
    repositories: registry.reduce((n, p) => n + p.repos.length, 0),
    newCommits,
  };
}

/**
 * One repository's activity file: its commits classified and replayed by the repository's offset
 * (fixed at its first import), stored with its tags and HEAD manifests in one transaction.
 */
async function importRepository(
  db: Database,
  dataDir: string,
  now: Date,
  projectId: number,
  repo: ActivityRepo,
): Promise<{ read: number; newCommits: number }> {
  const stored = await findRepository(db, projectId, repo.repo);
  if (!stored)
    throw new Error(`Repository ${repo.repo} is not in the registry of ${repo.projectSlug}`);

  const records: DatasetCommit[] = [];
  for await (const commit of readActivityCommits(dataDir, repo)) records.push(commit);
  const newest = records.reduce((max, c) => Math.max(max, Date.parse(c.committerDate)), 0);
  const offset = stored.replayOffsetDays ?? replayOffsetDays(new Date(newest), now);
  const meta = await readActivityMeta(dataDir, repo);
  if (stored.replayOffsetDays === null) {
    await setRepositoryReplay(db, stored.id, {
      replayOffsetDays: offset,
      defaultBranch: meta.defaultBranch ?? null,
      headSha: meta.headSha ?? null,
      headAt: meta.headDate ? new Date(meta.headDate) : null,
    });
  }
  const commits = records.map((c) => demoCommit(c, offset));
  const newCommits = await inTransaction(db, async (tx) => {
    const inserted = await insertCommits(tx, stored.id, commits);
    await storeHeadOf(tx, stored.id, meta, offset);
    return inserted;
  });
  return { read: records.length, newCommits };
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

/** The repository's tags (replayed) and its HEAD's manifests and paths. */
async function storeHeadOf(
  tx: Database,
  repositoryId: number,
  meta: ActivityMeta,
  offset: number,
): Promise<void> {
  await insertTags(
    tx,
    repositoryId,
    meta.tags.map((t) => ({
      name: t.name,
      sha: t.targetSha ?? null,
      taggedAt: t.date ? replay(new Date(t.date), offset) : null,
      recordedTaggedAt: t.date ? new Date(t.date) : null,
      isRelease: RELEASE_TAG.test(t.name),
    })),
  );
  await saveRepositoryManifests(
    tx,
    repositoryId,
    meta.headSha ?? null,
    dependenciesOf(meta),
    meta.paths,
  );
  await importPublishedContacts(tx, repositoryId, meta);
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
