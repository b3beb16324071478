// `collect`: read registered repositories (git mirrors, or the GitHub API with a token), register
// one first with --repo, then build the feed items and stacks of what changed.
import { z } from 'zod';
import { listRepositoriesToCollect } from '@gitsignals/db';
import { collectRepositories, registerRepositoryFor } from '../../collectors/collect-projects';
import { githubCollectorFromEnv } from '../../collectors/github/github-from-env';
import { demoImportDue, runDemoImport } from './import-demo';
import { loadRegistryIfEmpty, registryLoadedLine } from '../demo-import/registry-only';
import {
  classificationLine,
  mergeSummaries,
  type ClassificationSummary,
} from '../../classifiers/classification-summary';
import { analyseProjects } from '../analyse-projects/analyse-projects';
import { defineCommand } from './command';
import { refuseUnknownProjects } from './project-flag';

const args = z
  .object({
    project: z.array(z.string().min(1)).optional(),
    repo: z.string().min(1).optional(),
    forkOf: z.string().min(1).optional(),
    all: z.boolean().optional(),
    /** The folder relative --repo paths are read from (the operator's shell). */
    cwd: z.string().min(1),
  })
  .superRefine((value, ctx) => {
    if ((value.repo || value.forkOf) && value.project?.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['project'],
        message: '--repo needs exactly one --project <slug> to register the repository under',
      });
    }
    if (value.forkOf && !value.repo) {
      ctx.addIssue({ code: 'custom', path: ['forkOf'], message: '--fork-of goes with --repo' });
    }
  });

export const collectCommand = defineCommand({
  name: 'collect',
  description:
    'collect commits, tags and manifests of registered repositories over git, then build their feed items',
  args,
  async run(context, opts) {
    const { env, handle, say, progress, now } = context;
    // The registry (project slugs) first, with the demo history when asked for (IMPORT_DEMO, on by
    // default on the embedded database), as at `serve`.
    if (env.IMPORT_DEMO && (await demoImportDue(handle))) {
      say('First run: importing the registry and demo data before collecting…');
      await runDemoImport(context);
    } else {
      const loaded = await loadRegistryIfEmpty(handle, env.DEMO_DATA_DIR);
      if (loaded) say(registryLoadedLine(loaded));
    }
    await refuseUnknownProjects(handle.db, opts.project);
    let repositoryIds: number[] | undefined;
    if (opts.repo) {
      repositoryIds = [
        await registerRepositoryFor(handle.db, {
          projectSlug: opts.project![0]!,
          urlOrPath: opts.repo,
          forkOf: opts.forkOf,
          cwd: opts.cwd,
        }),
      ];
    } else if (!opts.project && !opts.all && env.COLLECT_SCOPE === 'tracked') {
      // Like the daily run: never start cloning the whole registry by accident.
      repositoryIds = (await listRepositoriesToCollect(handle.db))
        .filter((r) => r.lastCollectedAt !== null)
        .map((r) => r.id);
      if (repositoryIds.length === 0) {
        say(
          'No repository has been collected yet. Register one with `collect --project <slug> --repo <url-or-path>`, ' +
            'name projects with --project, or read every repository of the registry with --all.',
        );
        return 0;
      }
    }
    const summary = await collectRepositories(handle.db, {
      projectSlugs: opts.project,
      repositoryIds,
      dataDir: env.DATA_DIR,
      github: githubCollectorFromEnv(env, handle.db, say, now),
      progress: progress(),
      log: say,
      now,
    });
    const writer = context.writer();
    const classifier = context.classifier();
    let classified: ClassificationSummary | null = null;
    for (const [slug, result] of Object.entries(summary.projects)) {
      if (result.newCommits === 0) continue;
      const analysed = await analyseProjects(
        { db: handle.db, now, progress, writer, classifier, changes: handle.changes },
        { projectSlugs: [slug], since: result.since ?? undefined },
      );
      classified = mergeSummaries(classified, analysed.feed.classification);
    }
    // Repositories registered and commits stored change the projects list even unanalysed.
    await handle.changes.announce();
    const line = classificationLine(classified);
    if (line) say(line);
    return summary.repositories.failed > 0 ? 1 : 0;
  },
});
