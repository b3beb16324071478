// The one line each job writes to the log when it ends (issue 16: an operator reads what every
// collect read, what every analysis wrote and why a job failed, without SQL on pgboss.job).
import { writtenPhrase } from '../use-cases/analyse-projects/build-feed-items';
import type { CollectOutcome, CollectPlan } from '../use-cases/daily-run/daily-run';
import type { AnalysedProject } from './pipeline';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "collect-project uniswap: 2 repositories read, 14 new commits from 2026-11-27, 3.2 s". */
export function collectLine(queue: string, project: string, outcome: CollectOutcome, ms: number) {
  const parts = [
    ...(outcome.repositoriesRead !== undefined
      ? [`${count(outcome.repositoriesRead, 'repository', 'repositories')} read`]
      : []),
    `${count(outcome.newCommits, 'new commit')}${outcome.since ? ` from ${outcome.since}` : ''}`,
    ...(outcome.failures?.length
      ? [`${count(outcome.failures.length, 'repository', 'repositories')} failed`]
      : []),
  ];
  return `${queue} ${project}: ${parts.join(', ')}, ${seconds(ms)}`;
}

/** "collect-project uniswap: Uniswap/v4-core could not be read: git fetch failed: …". */
export function collectFailureLines(queue: string, project: string, outcome: CollectOutcome) {
  return (outcome.failures ?? []).map(
    (f) => `${queue} ${project}: ${f.repository} could not be read: ${f.reason}`,
  );
}

/** "analyse-project uniswap: 12 feed items (3 new or changed; 2 written by …), 1.4 s". */
export function analyseLine(
  queue: string,
  project: string,
  since: string | undefined,
  outcome: AnalysedProject,
  ms: number,
) {
  const by = outcome.writer
    ? `; ${writtenPhrase(outcome.writer, outcome.written, outcome.fallbacks)}`
    : '';
  const from = since ? ` from ${since}` : '';
  return `${queue} ${project}: ${count(outcome.items, 'feed item')}${from} (${outcome.changed} new or changed${by}), ${seconds(ms)}`;
}

/** "collect-project uniswap failed after 3.1 s: …; the queue retries it with back-off". */
export function failedLine(queue: string, subject: string | undefined, error: unknown, ms: number) {
  const cause = error instanceof Error ? error.message : String(error);
  const what = subject ? `${queue} ${subject}` : queue;
  return `${what} failed after ${seconds(ms)}: ${cause}; the queue retries it with back-off`;
}

/** "daily-run: 14 projects to collect over git (12 queued, 2 already waiting), GitHub collect queued". */
export function dailyRunLine(queue: string, plan: CollectPlan, queued: number) {
  const waiting = plan.projects.length - queued;
  const already = waiting > 0 ? `, ${waiting} already waiting` : '';
  const bulk = plan.bulk ? '; the GitHub API collect queued' : '';
  return `${queue}: ${count(plan.projects.length, 'project')} to collect over git (${queued} queued${already})${bulk}`;
}

/** "send-digests: 3 sent (4 due: 1 with nothing new), 0.8 s". */
export function digestsLine(
  queue: string,
  result: {
    queued: number;
    sent: number;
    empty: number;
    skipped: number;
    cancelled: number;
    expired: number;
  },
  ms: number,
) {
  const others = [
    result.empty > 0 ? `${result.empty} with nothing new` : '',
    result.skipped > 0 ? `${result.skipped} skipped` : '',
    result.cancelled > 0 ? `${result.cancelled} cancelled (e-mails turned off)` : '',
    result.expired > 0 ? `${result.expired} expired undelivered` : '',
  ].filter((part) => part !== '');
  const more = others.length > 0 ? `; ${others.join(', ')}` : '';
  return `${queue}: ${count(result.sent, 'digest')} sent (${result.queued} newly due${more}), ${seconds(ms)}`;
}

/** "generate-insights: 4 new insights for 2 users (120 feed items, 6 matches), 1.2 s". */
export function insightsLine(
  queue: string,
  result: { users: number; items: number; matches: number; written: number },
  ms: number,
) {
  return `${queue}: ${count(result.written, 'new insight')} for ${count(result.users, 'user')} (${count(result.items, 'feed item')} examined, ${count(result.matches, 'match', 'matches')}), ${seconds(ms)}`;
}
