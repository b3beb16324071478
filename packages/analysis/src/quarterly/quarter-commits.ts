// Picking and quoting the quarter's commits: the most telling commits of a signal, written as
// short past-tense lines that cite their sha.
import { importanceRank, type SignalId } from '@gitsignals/domain';
import { parseMessage } from '../parse-message';
import { pastPhrase } from '../phrasing';
import { isMeaningful } from './quarter-metrics';
import type { QuarterCommit } from './quarter-input';

const strongest = (c: QuarterCommit): number =>
  c.signals.length === 0 ? 99 : Math.min(...c.signals.map(importanceRank));

/** Strongest signal, more signals, bigger change, newer, then sha: never input order. */
export function byWeight(a: QuarterCommit, b: QuarterCommit): number {
  return (
    strongest(a) - strongest(b) ||
    b.signals.length - a.signals.length ||
    b.additions + b.deletions - (a.additions + a.deletions) ||
    (a.committedAt < b.committedAt ? 1 : a.committedAt > b.committedAt ? -1 : 0) ||
    (a.sha < b.sha ? -1 : a.sha > b.sha ? 1 : 0)
  );
}

/** Meaningful commits carrying the signal, heaviest first, one per subject. */
export function commitsWith(commits: readonly QuarterCommit[], signal: SignalId): QuarterCommit[] {
  const seen = new Set<string>();
  return commits
    .filter((c) => isMeaningful(c) && c.signals.includes(signal))
    .sort(byWeight)
    .filter((c) => {
      const key = c.subject.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** "Added dynamic fee hooks (a1b2c3d)": the subject without type, scope or PR number. */
export function quoteCommit(c: QuarterCommit): string {
  const msg = parseMessage(c.subject);
  return `${pastPhrase(msg.text === '' ? msg.subject : msg.text)} (${c.sha.slice(0, 7)})`;
}

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export const percent = (part: number, whole: number): string =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;

export const repoName = (repository: string): string => repository.split('/').pop() ?? repository;

/** Repositories where the commits went, most commits first: "core (12), sdk (3)". */
export function repositoryShares(commits: readonly QuarterCommit[], limit = 3): string {
  const counts = new Map<string, number>();
  for (const c of commits) counts.set(c.repository, (counts.get(c.repository) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([repo, n]) => `${repo} (${n})`)
    .join(', ');
}
