// Test helper: real commits from data/activity (the shared dataset), read with node:zlib.
// Tests may do I/O; the engine in src/ may not, so this lives outside src/.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { commitFromDatasetRecord } from '../src/dataset-record';
import type { CommitInput, ProjectInput, TagInput } from '../src/types';

const DATA = new URL('../../../data/', import.meta.url);
const cache = new Map<string, CommitInput[]>();

const fileOf = (repo: string): string => repo.replace('/', '__');

/** All commits of one repository of the dataset, newest first as stored. */
export function repoCommits(repo: string): CommitInput[] {
  const hit = cache.get(repo);
  if (hit) return hit;
  const raw = gunzipSync(readFileSync(new URL(`activity/${fileOf(repo)}.ndjson.gz`, DATA)));
  const commits = raw
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => commitFromDatasetRecord(JSON.parse(l)));
  cache.set(repo, commits);
  return commits;
}

/** One real commit by (unique) sha prefix. */
export function realCommit(repo: string, shaPrefix: string): CommitInput {
  const found = repoCommits(repo).filter((c) => c.sha.startsWith(shaPrefix));
  if (found.length !== 1) throw new Error(`${repo}@${shaPrefix}: ${found.length} matches`);
  return found[0] as CommitInput;
}

/** Commits of one UTC day (committer date), as a daily feed item would get them. */
export function dayCommits(repo: string, day: string): CommitInput[] {
  return repoCommits(repo).filter(
    (c) => new Date(c.committedAt).toISOString().slice(0, 10) === day,
  );
}

/** Tags of the repository created on one UTC day, from its meta file. */
export function dayTags(repo: string, day: string): TagInput[] {
  const meta = JSON.parse(
    readFileSync(new URL(`activity/${fileOf(repo)}.meta.json`, DATA), 'utf8'),
  ) as {
    tags?: { name: string; date: string; targetSha?: string }[];
  };
  return (meta.tags ?? [])
    .filter((t) => new Date(t.date).toISOString().slice(0, 10) === day)
    .map((t) => ({ name: t.name, repository: repo, sha: t.targetSha ?? null, taggedAt: t.date }));
}

/** A project of the registry (data/projects.json) as ProjectInput. */
export function project(slug: string): ProjectInput {
  const registry = JSON.parse(readFileSync(new URL('projects.json', DATA), 'utf8')) as {
    projects: ProjectInput[];
  };
  const p = registry.projects.find((x) => x.slug === slug);
  if (!p) throw new Error(`no project ${slug}`);
  return { slug: p.slug, name: p.name, category: p.category, networks: [...p.networks] };
}
