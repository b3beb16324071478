// One user's insights run, asked for when they save a profile and answered as a state the Agent
// Hub polls ("Preparing your insights…" until it is done). The queue behind it is the jobs'
// (jobs/scheduler.ts); this is the port the use cases and routes see, and a stand-in that keeps
// the asks made before the queue has started (the server listens before its jobs run).
import type { GenerateInsightsResult } from './generate-insights';

/** none: no run in the queue's memory (a week); failed: its retries are spent. */
export type InsightRunStatus = 'none' | 'queued' | 'running' | 'done' | 'failed';

export interface InsightRunState {
  status: InsightRunStatus;
  /** When the run this state is about was asked for. */
  requestedAt: Date | null;
  /** When it finished (done or failed). */
  finishedAt: Date | null;
  /** What a finished run did. */
  result: GenerateInsightsResult | null;
}

export const NO_RUN: InsightRunState = {
  status: 'none',
  requestedAt: null,
  finishedAt: null,
  result: null,
};

export interface InsightRunQueue {
  /**
   * Queues a run of the user's insights over the last days. At most one waits per user: an ask
   * while one waits adds nothing (the waiting run reads the profile as it is when it starts).
   */
  request(userId: string): Promise<void>;
  state(userId: string): Promise<InsightRunState>;
}

/** No queue in this process (jobs did not start, or a test without one): nothing is queued. */
export const unavailableInsightRuns: InsightRunQueue = {
  request: async () => undefined,
  state: async () => NO_RUN,
};

/** The queue once the jobs have started; until then asks are kept and read as queued. */
export function deferredInsightRuns(): InsightRunQueue & {
  attach(queue: InsightRunQueue): Promise<void>;
} {
  let target: InsightRunQueue | null = null;
  const waiting = new Set<string>();
  return {
    async request(userId) {
      if (target) return target.request(userId);
      waiting.add(userId);
    },
    async state(userId) {
      if (target) return target.state(userId);
      return waiting.has(userId) ? { ...NO_RUN, status: 'queued' } : NO_RUN;
    },
    async attach(queue) {
      target = queue;
      for (const userId of waiting) await queue.request(userId);
      waiting.clear();
    },
  };
}
