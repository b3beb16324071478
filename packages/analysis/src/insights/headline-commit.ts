// The commit an insight cites: its item's headline commit, chosen the way the item's writer
// chose it (build-facts.ts: strongest signal, then more signals, bigger change, newer, sha), over
// the item's meaningful commits as stored and counting only the signals the item shows.
import type { SignalId } from '@gitsignals/domain';
import { byImportance } from '../build-facts';
import type { HighlightFact } from '../writer';
import type { InsightCommit } from './insight-commit';

/** A meaningful commit of a feed item, as the store keeps it. */
export interface ItemCommit {
  sha: string;
  /** owner/name */
  repository: string;
  signals: readonly SignalId[];
  filesChanged: number;
  additions: number;
  deletions: number;
  /** ISO 8601 */
  committedAt: string;
}

/** The item's headline commit, or null for an item without stored commits. */
export function headlineCommit(
  commits: readonly ItemCommit[],
  shownSignals: readonly SignalId[],
): InsightCommit | null {
  const shown = new Set(shownSignals);
  const ranked: HighlightFact[] = commits.map((c) => ({
    sha: c.sha,
    shortSha: c.sha.slice(0, 7),
    repository: c.repository,
    author: '',
    committedAt: c.committedAt,
    subject: '',
    area: null,
    signals: c.signals.filter((s) => shown.has(s)),
    filesChanged: c.filesChanged,
    additions: c.additions,
    deletions: c.deletions,
  }));
  const best = ranked.sort(byImportance)[0];
  if (!best) return null;
  const { sha, shortSha, repository, filesChanged, additions, deletions } = best;
  return { sha, shortSha, repository, filesChanged, additions, deletions };
}
