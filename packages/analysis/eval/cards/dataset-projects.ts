// Reads the demo dataset project by project, as the product groups it: every repository of a
// project in data/activity (INDEX.json), its commits and the tags of its meta file, and the
// project's display name and networks from the registry (data/projects.json).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { commitFromDatasetRecord } from '../../src/dataset-record';
import type { CommitInput, ProjectInput, TagInput } from '../../src/types';
import { ACTIVITY_DIR, readActivity } from '../read-activity';

/** A project of the dataset before its commits are read. */
export interface CatalogProject {
  project: ProjectInput;
  /** Activity files of its repositories, sorted. */
  files: { commitsFile: string; metaFile: string; repo: string }[];
}

interface IndexRepo {
  repo: string;
  projectSlug: string;
  category: string;
  commitsFile: string;
  metaFile: string;
}

interface RegistryProject {
  slug: string;
  name: string;
  category: string;
  networks: string[];
}

const REGISTRY = new URL('../../../../data/projects.json', import.meta.url);

/** Every project with history in data/activity, sorted by slug. */
export function readCatalog(): CatalogProject[] {
  const index = JSON.parse(readFileSync(`${ACTIVITY_DIR}INDEX.json`, 'utf8')) as {
    repos: IndexRepo[];
  };
  const registry = JSON.parse(readFileSync(REGISTRY, 'utf8')) as { projects: RegistryProject[] };
  const bySlug = new Map(registry.projects.map((p) => [p.slug, p]));
  const catalog = new Map<string, CatalogProject>();
  for (const r of index.repos) {
    const known = bySlug.get(r.projectSlug);
    const entry = catalog.get(r.projectSlug) ?? {
      project: {
        slug: r.projectSlug,
        name: known?.name ?? r.projectSlug,
        category: known?.category ?? r.category,
        networks: known?.networks ?? [],
      },
      files: [],
    };
    entry.files.push({ commitsFile: r.commitsFile, metaFile: r.metaFile, repo: r.repo });
    catalog.set(r.projectSlug, entry);
  }
  const out = [...catalog.values()];
  for (const p of out) p.files.sort((a, b) => a.commitsFile.localeCompare(b.commitsFile));
  return out.sort((a, b) => a.project.slug.localeCompare(b.project.slug));
}

interface MetaTag {
  name: string;
  date: string | null;
  targetSha: string | null;
}

function tagsOf(metaFile: string, repo: string): TagInput[] {
  // The first 17 repositories' meta files are plain JSON, the later ones gzipped.
  const raw = readFileSync(`${ACTIVITY_DIR}${metaFile}`);
  const text = (metaFile.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  const meta = JSON.parse(text) as { tags?: MetaTag[] };
  return (meta.tags ?? [])
    .filter((t) => typeof t.date === 'string')
    .map((t) => ({
      name: t.name,
      repository: repo,
      sha: t.targetSha,
      taggedAt: new Date(t.date ?? '').toISOString(),
    }));
}

/** A project's commits (all its repositories) and tags. */
export function readProjectActivity(entry: CatalogProject): {
  commits: CommitInput[];
  tags: TagInput[];
} {
  const commits: CommitInput[] = [];
  const tags: TagInput[] = [];
  for (const f of entry.files) {
    for (const record of readActivity(f.commitsFile)) commits.push(commitFromDatasetRecord(record));
    tags.push(...tagsOf(f.metaFile, f.repo));
  }
  return { commits, tags };
}
