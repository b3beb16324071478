// The real steps of the daily pipeline: which repositories are due, collecting them (over git, or
// through the GitHub API in bulk when a token is configured), and analysing a project afterwards
// (feed items with the configured writer, then its technology stack and core contributors).
import type { Writer } from '@gitsignals/analysis';
import { repositoriesToCollect, type CollectableRepository, type Database } from '@gitsignals/db';
import type { Progress } from '../cli/progress';
import {
  collectRepositories,
  isGithub,
  type CollectSummary,
  type ReportingCollector,
} from '../collectors/collect-projects';
import { analyseProjects } from '../use-cases/analyse-projects/analyse-projects';
import type { CollectOutcome, PipelineSteps } from './pipeline';

/**
 * `tracked`: only repositories collected before (registered with `collect`), so a fresh install
 * does not start cloning the whole registry; `all`: every repository of the registry.
 */
export type CollectScope = 'tracked' | 'all';

export interface PipelineStepsDeps {
  db: Database;
  dataDir: string;
  scope: CollectScope;
  github?: ReportingCollector | undefined;
  writer?: Writer | undefined;
  now?: () => Date;
  log: (line: string) => void;
}

const silent: Progress = { start: () => undefined, tick: () => undefined, done: () => undefined };

function outcomeOf(summary: CollectSummary, slug: string): CollectOutcome {
  const project = summary.projects[slug];
  return { newCommits: project?.newCommits ?? 0, since: project?.since ?? undefined };
}

/** A run that read nothing at all failed: throwing lets the queue retry it with back-off. */
function failIfNothingRead(summary: CollectSummary, what: string): void {
  if (summary.repositories.ok === 0 && summary.failures.length > 0) {
    const first = summary.failures[0]!;
    throw new Error(
      `${what}: all ${summary.failures.length} repositories failed (${first.fullName}: ${first.reason})`,
    );
  }
}

export function pipelineSteps(deps: PipelineStepsDeps): PipelineSteps {
  const now = deps.now ?? (() => new Date());
  const byApi = (r: CollectableRepository) => deps.github !== undefined && isGithub(r);
  const due = async () =>
    (await repositoriesToCollect(deps.db)).filter(
      (r) => deps.scope === 'all' || r.lastCollectedAt !== null,
    );

  return {
    async plan() {
      const repositories = await due();
      const projects = new Set(repositories.filter((r) => !byApi(r)).map((r) => r.projectSlug));
      return { projects: [...projects].sort(), bulk: repositories.some(byApi) };
    },

    async collectProject(slug, signal) {
      const ids = (await due()).filter((r) => r.projectSlug === slug && !byApi(r)).map((r) => r.id);
      const summary = await collectRepositories(deps.db, {
        projectSlugs: [slug],
        repositoryIds: ids,
        dataDir: deps.dataDir,
        progress: silent,
        log: deps.log,
        signal,
        now,
      });
      signal?.throwIfAborted();
      failIfNothingRead(summary, slug);
      return outcomeOf(summary, slug);
    },

    async collectBulk(signal) {
      const repositories = (await due()).filter(byApi);
      const summary = await collectRepositories(deps.db, {
        repositoryIds: repositories.map((r) => r.id),
        dataDir: deps.dataDir,
        github: deps.github,
        progress: silent,
        log: deps.log,
        signal,
        now,
      });
      signal?.throwIfAborted();
      failIfNothingRead(summary, 'GitHub collection');
      const slugs = new Set(repositories.map((r) => r.projectSlug));
      return Object.fromEntries([...slugs].map((slug) => [slug, outcomeOf(summary, slug)]));
    },

    async analyseProject(slug, since) {
      const result = await analyseProjects(
        { db: deps.db, now, writer: deps.writer },
        { projectSlugs: [slug], since },
      );
      return { items: result.feed.items };
    },
  };
}
