// Test scaffolding: the real app on a fresh migrated database, and seeding through the same
// queries the pipeline uses.
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@gitsignals/db/testing';
import {
  listCommitIdsBySha,
  insertCommits,
  saveFeedItem,
  saveRegistryProjects,
  findRepository,
  type DatabaseHandle,
  type FeedItemWrite,
  type RegistryProject,
} from '@gitsignals/db';
import { buildApp, type BuildAppOptions } from '../src/http/app';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close: () => Promise<void>;
}

/** The app on a fresh database, or on `handle` when a test needs it first (a job queue on it). */
export async function createTestApp(
  overrides: Partial<BuildAppOptions> = {},
  existing?: DatabaseHandle,
): Promise<TestApp> {
  const handle = existing ?? (await createTestDatabase());
  const app = await buildApp({
    db: handle.db,
    databaseKind: handle.kind,
    ping: handle.ping,
    changes: handle.changes,
    logLevel: 'silent',
    now: () => new Date(),
    rateLimitMax: 0,
    apiTokenRateLimitMax: 0,
    // Sign-up answers wait out a uniform time in production (ADR 021); route tests need not.
    uniformAnswerMs: 0,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export function registryProject(
  slug: string,
  extra: Partial<RegistryProject> = {},
): RegistryProject {
  return {
    slug,
    name: slug.charAt(0).toUpperCase() + slug.slice(1),
    category: 'DEX',
    networks: ['Ethereum'],
    githubOrgs: [slug],
    repos: [`${slug}/core`],
    iconUrl: `https://avatars.githubusercontent.com/${slug}?size=96`,
    source: null,
    ...extra,
  };
}

const emptyTags = {
  blockchain_technologies: [],
  protocols: [],
  tools_and_platforms: [],
  standards_and_frameworks: [],
};

export interface SeedItem {
  slug: string;
  date: string;
  priority?: 'high' | 'medium' | 'low';
  title?: string;
  summary?: string;
  content?: string;
  tags?: Partial<FeedItemWrite['tags']>;
  /** The item's shown signals, also given to its commits; default ['new_feature']. */
  signals?: FeedItemWrite['signals'];
  commits?: { sha: string; message: string; at: string; files?: number }[];
}

/** Seeds projects, commits and feed items, then announces them; answers the items' ids in order. */
export async function seedFeed(
  handle: DatabaseHandle,
  projects: RegistryProject[],
  items: SeedItem[],
): Promise<string[]> {
  const ids = await saveRegistryProjects(handle.db, projects);
  const out: string[] = [];
  const rank = { high: 3, medium: 2, low: 1 } as const;
  for (const item of items) {
    const project = projects.find((p) => p.slug === item.slug)!;
    const projectId = ids.get(item.slug)!;
    const repo = await findRepository(handle.db, projectId, project.repos[0]!);
    const commits = item.commits ?? [];
    await insertCommits(
      handle.db,
      repo!.id,
      commits.map((c) => ({
        sha: c.sha,
        parents: ['0'.repeat(40)],
        authorName: 'Ada',
        authorLogin: null,
        authoredAt: new Date(c.at),
        committedAt: new Date(c.at),
        recordedCommittedAt: new Date(c.at),
        message: c.message,
        signals: item.signals ?? ['new_feature'],
        noiseReason: null,
        files: Array.from({ length: c.files ?? 1 }, (_, i) => ({
          path: `src/a${i}.sol`,
          status: 'M',
          oldPath: null,
          additions: 1,
          deletions: 0,
        })),
      })),
    );
    const commitIds = await listCommitIdsBySha(
      handle.db,
      repo!.id,
      commits.map((c) => c.sha),
    );
    const priority = item.priority ?? 'medium';
    const { id } = await saveFeedItem(handle.db, {
      projectId,
      owner: project.name,
      title: item.title ?? `${project.name} ships something on ${item.date}`,
      summary: item.summary ?? `Summary of ${project.name} on ${item.date}.`,
      content: item.content ?? `New features: something (abc1234).`,
      totalCommits: commits.length || 1,
      priority,
      priorityRank: rank[priority],
      signals: item.signals ?? ['new_feature'],
      tags: { ...emptyTags, ...item.tags },
      category: project.category,
      networks: project.networks,
      analysisDate: item.date,
      daysAnalyzed: 1,
      score: 50,
      imageUrl: project.iconUrl,
      noise: {},
      isReplay: false,
      recordedDate: null,
      commitIds: [...commitIds.values()],
      tagIds: [],
    });
    out.push(id);
  }
  // As the pipeline does after it writes (ADR 043): answers kept in memory are forgotten.
  await handle.changes.announce();
  return out;
}

/** Text JSON escapes or writes as several bytes: quotes, backslashes, controls, non-ASCII, U+2028. */
export const AWKWARD_TEXT =
  'Ünïcode “quotes” "plain" back\\slash\ttab\nline \u2028 </script> 🦄 naïve';
