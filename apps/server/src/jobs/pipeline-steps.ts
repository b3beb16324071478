// The daily pipeline's queued steps (PipelineSteps, pipeline.ts) as calls of their use cases.
import {
  collectApiRepositories,
  collectProjectOverGit,
  planDailyRun,
  type DailyRunDeps,
} from '../use-cases/daily-run/daily-run';
import { analyseProjects } from '../use-cases/analyse-projects/analyse-projects';
import { classificationLine } from '../classifiers/classification-summary';
import type { PipelineSteps } from './pipeline';
import { localWriter } from '@gitsignals/analysis';

export function pipelineSteps(deps: DailyRunDeps): PipelineSteps {
  return {
    plan: () => planDailyRun(deps),
    collectProject: (projectSlug, signal, repositoryIds) =>
      collectProjectOverGit(deps, { projectSlug, signal, repositoryIds }),
    collectBulk: (signal) => collectApiRepositories(deps, { signal }),
    async analyseProject(projectSlug, since) {
      const { db, now, writer, classifier, changes } = deps;
      const result = await analyseProjects(
        { db, now, writer, classifier, changes },
        { projectSlugs: [projectSlug], since },
      );
      const classified = classificationLine(result.feed.classification);
      if (classified) deps.log(`${projectSlug}: ${classified}`);
      const { items, changed, written, fallbacks } = result.feed;
      const llm = writer && writer !== localWriter ? { writer: writer.name } : {};
      // Day items and stack changes alike are what alert rules are matched against.
      const changedItemIds = [...result.feed.changedIds, ...result.stacks.changedIds];
      return { items, changed, written, fallbacks, ...llm, changedItemIds };
    },
  };
}
