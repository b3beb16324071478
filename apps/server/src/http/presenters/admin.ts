// The operators' console's answers (contracts/admin-console.ts) from what its use cases read:
// dates as ISO strings, a repository's collect outcome named.
import type { AdminJob, AdminRepository } from '@gitsignals/contracts';
import type { ConsoleJob, DailyRunRecord } from '../../use-cases/admin/job-console';
import type { RepositoryCollectState } from '../../use-cases/admin/repositories';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function presentRepository(row: RepositoryCollectState): AdminRepository {
  return {
    id: row.id,
    fullName: row.fullName,
    host: row.host,
    url: row.url,
    isReplay: row.isReplay,
    outcome: row.lastCollectError !== null ? 'failed' : row.lastCollectedAt ? 'ok' : 'never',
    lastCollectedAt: iso(row.lastCollectedAt),
    lastAttemptAt: iso(row.lastCollectAttemptAt ?? row.lastCollectedAt),
    lastError: row.lastCollectError,
    commits: row.commits,
  };
}

export function presentJob(job: ConsoleJob): AdminJob {
  return {
    id: job.id,
    queue: job.queue,
    state: job.state,
    project: job.projectSlug,
    payload: job.payload,
    output: job.output,
    error: job.error,
    retries: job.retries,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}

export function presentDailyRun(run: DailyRunRecord | null) {
  if (run === null) return null;
  return {
    job: presentJob(run.job),
    bulk: run.bulk,
    projects: run.projects.map((p) => ({
      project: p.projectSlug,
      collect: p.collect ? presentJob(p.collect) : null,
      analyse: p.analyse ? presentJob(p.analyse) : null,
    })),
  };
}
