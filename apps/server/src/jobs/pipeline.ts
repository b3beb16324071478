// The daily pipeline as jobs: a daily run plans the work; repositories read over git get one
// collect job per project, repositories read through the GitHub API one bulk collect job (the API
// is cheap only when many repositories share a query); every project with a collect behind it then
// gets one analyse job. The scheduler chains them (collect done → analyse queued). What the steps
// do is injected (PipelineSteps: the daily-run use cases, pipeline-steps.ts), so the chain is
// tested with real queues and counted steps.
import { z } from 'zod';
import type { CollectOutcome, CollectPlan } from '../use-cases/daily-run/daily-run';

export const DAILY_RUN_JOB = 'daily-run';
export const COLLECT_PROJECT_JOB = 'collect-project';
export const COLLECT_BULK_JOB = 'collect-bulk';
export const ANALYSE_PROJECT_JOB = 'analyse-project';

/** 23:40 UTC: most of the day is in, and the items are ready before the daily digest at 00:05. */
export const DEFAULT_DAILY_RUN_CRON = '40 23 * * *';

export const dailyRunPayloadSchema = z.object({});

export const collectProjectPayloadSchema = z.object({
  projectSlug: z.string().min(1),
  /**
   * Only these repositories of the project, collected or not before ("Collect now" in the
   * operators' console); absent: the project's due repositories, as the daily run has it.
   */
  repositoryIds: z.array(z.number().int()).optional(),
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

/** What one project's analysis wrote. */
export interface AnalysedProject {
  items: number;
  changed: number;
  /** Texts the configured LLM writer wrote (0 with the local writer). */
  written: number;
  /** Texts the local writer wrote because the LLM writer failed, by reason. */
  fallbacks: Record<string, number>;
  /** The LLM writer's name; absent with the local writer. */
  writer?: string;
  /** The items written (new or changed): matched against the alert rules. */
  changedItemIds?: string[];
}

/**
 * What a daily run answers (kept as its job's output): the collect job it queued per project
 * (null: one was already waiting), so the operators' console can follow each project's outcome.
 */
export const dailyRunOutputSchema = z.object({
  projects: z.number().int(),
  queued: z.number().int(),
  bulk: z.boolean(),
  collects: z.array(z.object({ projectSlug: z.string(), jobId: z.string().nullable() })),
});
export type DailyRunOutput = z.infer<typeof dailyRunOutputSchema>;

export interface PipelineSteps {
  plan(): Promise<CollectPlan>;
  /** `signal` aborts when the job was taken away from this worker: stop, a retry runs elsewhere. */
  collectProject(
    slug: string,
    signal?: AbortSignal,
    repositoryIds?: number[],
  ): Promise<CollectOutcome>;
  /** Collects every API-read repository in batched queries; outcomes by project slug. */
  collectBulk(signal?: AbortSignal): Promise<Record<string, CollectOutcome>>;
  /** Builds feed items (and whatever derives from them: stacks) for one project. */
  analyseProject(slug: string, since: string | undefined): Promise<AnalysedProject>;
}
