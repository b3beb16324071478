// The operators' console's view of the queues (JobConsole, use-cases/admin/job-console.ts), over
// pg-boss: its API where it has one (send, retry, findJobs, getQueues) and plain reads of its
// `pgboss.job` table where it has none (counts of every state, failed jobs across queues, jobs by
// id). Every statement carries a parameter: on PGlite, pg-boss runs parameterless ones apart.
import type { PgBoss } from 'pg-boss';
import type {
  ConsoleJob,
  ConsoleJobState,
  DailyRunProject,
  JobConsole,
  QueueCounts,
} from '../use-cases/admin/job-console';
import { COLLECT_PROJECT_JOB, DAILY_RUN_JOB, dailyRunOutputSchema } from './pipeline';

interface JobRow {
  id: string;
  name: string;
  state: string;
  data: Record<string, unknown> | null;
  output: unknown;
  retry_count: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

const JOB_COLUMNS =
  'id::text as id, name, state::text as state, data, output, retry_count, created_on, started_on, completed_on';

const CONSOLE_STATE: Record<string, ConsoleJobState> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

const dateOf = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** pg-boss keeps a thrown error as `{ name, message, stack }` in the job's output. */
function errorOf(row: JobRow): string | null {
  if (row.state !== 'failed' && row.state !== 'retry') return null;
  const output = row.output as { message?: unknown } | null;
  if (output && typeof output.message === 'string') return output.message;
  return output === null ? null : JSON.stringify(output);
}

function toConsoleJob(row: JobRow): ConsoleJob {
  const payload = row.data ?? {};
  return {
    id: row.id,
    queue: row.name,
    state: CONSOLE_STATE[row.state] ?? 'waiting',
    projectSlug: typeof payload.projectSlug === 'string' ? payload.projectSlug : null,
    payload,
    // The stack of a failure is for logs, not for the console.
    output:
      row.state === 'failed' || row.state === 'retry'
        ? { message: errorOf(row) }
        : (row.output ?? null),
    error: errorOf(row),
    retries: row.retry_count,
    createdAt: dateOf(row.created_on)!,
    startedAt: dateOf(row.started_on),
    finishedAt: dateOf(row.completed_on),
  };
}

/**
 * `ensureCollectQueue` creates the collect queue with the scheduler's settings when this process
 * does not work it (an API process with RUN_JOBS=false before any worker started).
 */
export function createJobConsole(
  boss: PgBoss,
  ensureCollectQueue: () => Promise<void>,
): JobConsole {
  const rows = async <T>(text: string, values: unknown[]): Promise<T[]> =>
    (await boss.getDb().executeSql(text, values)).rows as T[];
  const jobsById = async (ids: string[]): Promise<Map<string, ConsoleJob>> => {
    if (ids.length === 0) return new Map();
    const found = await rows<JobRow>(
      `select ${JOB_COLUMNS} from pgboss.job where id = any($1::uuid[])`,
      [ids],
    );
    return new Map(found.map((row) => [row.id, toConsoleJob(row)]));
  };
  const job = async (queue: string, id: string) => {
    const found = await rows<JobRow>(
      `select ${JOB_COLUMNS} from pgboss.job where name = $1 and id = $2::uuid`,
      [queue, id],
    );
    return found[0] ? toConsoleJob(found[0]) : null;
  };

  return {
    available: true,

    async queueCollect({ projectSlug, repositoryIds }) {
      await ensureCollectQueue();
      // `stately` by project, as the daily run sends them: one waiting collect per project.
      const id = await boss.send(
        COLLECT_PROJECT_JOB,
        { projectSlug, repositoryIds },
        { singletonKey: projectSlug },
      );
      if (id !== null) return { queued: true, jobId: id };
      const waiting = await boss.findJobs(COLLECT_PROJECT_JOB, { key: projectSlug, queued: true });
      return { queued: false, waitingJobId: waiting[0]?.id ?? null };
    },

    async counts() {
      const names = (await boss.getQueues()).map((q) => q.name).sort();
      const counted = await rows<{ name: string; state: string; n: number | string }>(
        `select name, state::text as state, count(*) as n from pgboss.job
          where name = any($1::text[]) group by name, state`,
        [names],
      );
      const byQueue = new Map<string, QueueCounts>(
        names.map((queue) => [queue, { queue, waiting: 0, active: 0, failed: 0, completed: 0 }]),
      );
      for (const { name, state, n } of counted) {
        const counts = byQueue.get(name);
        const key = CONSOLE_STATE[state];
        if (counts && key && key !== 'cancelled') counts[key] += Number(n);
      }
      return [...byQueue.values()];
    },

    async failed(limit) {
      const found = await rows<JobRow>(
        `select ${JOB_COLUMNS} from pgboss.job where state = 'failed'
          order by completed_on desc nulls last, created_on desc limit $1`,
        [limit],
      );
      return found.map(toConsoleJob);
    },

    async retry(queue, id) {
      const found = await job(queue, id);
      if (!found) return 'not_found';
      if (found.state !== 'failed') return 'not_failed';
      await boss.retry(queue, id);
      // Its answer's type says nothing of what it changed: read the job again.
      const after = await job(queue, id);
      return after && after.state !== 'failed' ? 'retried' : 'not_failed';
    },

    job,

    async lastDailyRun() {
      const [latest] = await rows<JobRow>(
        `select ${JOB_COLUMNS} from pgboss.job where name = $1 order by created_on desc limit 1`,
        [DAILY_RUN_JOB],
      );
      if (!latest) return null;
      const recorded = dailyRunOutputSchema.safeParse(latest.output);
      const queued = recorded.success ? recorded.data.collects : [];
      const collects = await jobsById(queued.flatMap((c) => (c.jobId ? [c.jobId] : [])));
      const analyseIds = [...collects.values()].flatMap((c) => {
        const output = c.output as { analyseJobId?: unknown } | null;
        return typeof output?.analyseJobId === 'string' ? [output.analyseJobId] : [];
      });
      const analyses = await jobsById(analyseIds);
      const projects: DailyRunProject[] = queued.map(({ projectSlug, jobId }) => {
        const collect = (jobId && collects.get(jobId)) || null;
        const analyseId = (collect?.output as { analyseJobId?: unknown } | null)?.analyseJobId;
        return {
          projectSlug,
          collect,
          analyse: (typeof analyseId === 'string' && analyses.get(analyseId)) || null,
        };
      });
      return {
        job: toConsoleJob(latest),
        projects,
        bulk: recorded.success ? recorded.data.bulk : false,
      };
    },
  };
}
