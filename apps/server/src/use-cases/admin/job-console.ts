// What the operators' console asks of the job queue (the port; jobs/job-console.ts implements it
// over pg-boss, the only place that knows pg-boss). Queue names and job ids are the queue's own.

/** A job's state as the console shows it: pg-boss's `created` and `retry` are both waiting. */
export type ConsoleJobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
}

export interface ConsoleJob {
  id: string;
  queue: string;
  state: ConsoleJobState;
  /** The project the job is about, when its payload names one. */
  projectSlug: string | null;
  /** The payload as sent. */
  payload: Record<string, unknown>;
  /** What the job answered (completed) or the error it failed with (failed), else null. */
  output: unknown;
  /** The failure's message (failed, or waiting for a retry after one); else null. */
  error: string | null;
  retries: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** One project of a daily run: its collect job and the analysis queued after it. */
export interface DailyRunProject {
  projectSlug: string;
  collect: ConsoleJob | null;
  analyse: ConsoleJob | null;
}

export interface DailyRunRecord {
  job: ConsoleJob;
  /** Per project, as the run recorded what it queued; empty for runs of earlier versions. */
  projects: DailyRunProject[];
  /** Whether repositories read through the GitHub API were due (one bulk job). */
  bulk: boolean;
}

export type QueueCollectAnswer =
  | { queued: true; jobId: string }
  /** A collect of the project is already waiting to run (its id when it is still there). */
  | { queued: false; waitingJobId: string | null };

export type RetryAnswer = 'retried' | 'not_found' | 'not_failed';

export interface JobConsole {
  /** Whether a queue is reachable from this process (false: the routes answer 503). */
  readonly available: boolean;
  /** Queues a collect of these repositories of a project ("Collect now"); analysis follows it. */
  queueCollect(input: {
    projectSlug: string;
    repositoryIds: number[];
  }): Promise<QueueCollectAnswer>;
  /** Jobs per state, per queue, by queue name. */
  counts(): Promise<QueueCounts[]>;
  /** Failed jobs of every queue, newest first. */
  failed(limit: number): Promise<ConsoleJob[]>;
  /** Sends a failed job back to its queue. */
  retry(queue: string, id: string): Promise<RetryAnswer>;
  /** One job, or null when its queue has no such job (or no longer keeps it). */
  job(queue: string, id: string): Promise<ConsoleJob | null>;
  /** The newest daily run and what became of each project it queued; null before the first. */
  lastDailyRun(): Promise<DailyRunRecord | null>;
}

const unavailable = async (): Promise<never> => {
  throw new Error('no job queue in this process');
};

/** For an app without a queue (tests of other routes): every call fails, `available` is false. */
export const noJobConsole: JobConsole = {
  available: false,
  queueCollect: unavailable,
  counts: unavailable,
  failed: unavailable,
  retry: unavailable,
  job: unavailable,
  lastDailyRun: unavailable,
};

/** The console once the jobs have started (serve starts them after it listens). */
export function deferredJobConsole(): JobConsole & { attach(console: JobConsole): void } {
  let target: JobConsole = noJobConsole;
  return {
    get available() {
      return target.available;
    },
    queueCollect: (input) => target.queueCollect(input),
    counts: () => target.counts(),
    failed: (limit) => target.failed(limit),
    retry: (queue, id) => target.retry(queue, id),
    job: (queue, id) => target.job(queue, id),
    lastDailyRun: () => target.lastDailyRun(),
    attach(console) {
      target = console;
    },
  };
}
