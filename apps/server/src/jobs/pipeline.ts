// The daily pipeline as three jobs: a daily run that lists the projects to collect, one collect
// job per project, then one analyse job per project. The handlers know nothing of pg-boss: the
// scheduler chains them (collect done → analyse queued). What "collect" and "analyse" do is
// injected (PipelineSteps), so the chain is tested with real queues and counted steps.
import { z } from 'zod';

export const DAILY_RUN_JOB = 'daily-run';
export const COLLECT_PROJECT_JOB = 'collect-project';
export const ANALYSE_PROJECT_JOB = 'analyse-project';

/** 23:40 UTC: most of the day is in, and the items are ready before the daily digest at 00:05. */
export const DEFAULT_DAILY_RUN_CRON = '40 23 * * *';

export const dailyRunPayloadSchema = z.object({});

export const collectProjectPayloadSchema = z.object({
  projectSlug: z.string().min(1),
});
export type CollectProjectPayload = z.infer<typeof collectProjectPayloadSchema>;

export const analyseProjectPayloadSchema = z.object({
  projectSlug: z.string().min(1),
  /** Rebuild items from this day on (YYYY-MM-DD); everything when absent. */
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type AnalyseProjectPayload = z.infer<typeof analyseProjectPayloadSchema>;

export interface CollectOutcome {
  newCommits: number;
  /** The first day with new commits (YYYY-MM-DD), so analysis rebuilds only from there. */
  since?: string | undefined;
}

export interface PipelineSteps {
  /** Slugs of the projects the daily run collects. */
  projectsToCollect(): Promise<string[]>;
  collectProject(slug: string): Promise<CollectOutcome>;
  /** Builds feed items (and whatever derives from them: stacks) for one project. */
  analyseProject(slug: string, since: string | undefined): Promise<{ items: number }>;
}
