// The commit an insight cites: its item's headline commit, chosen the way the item's writer
// chose it (build-facts.ts byImportance: strongest signal, then more signals, then substance —
// product work before chores, features before fixes, more product code — newer, sha), over the
// item's meaningful commits as stored and counting only the signals the item shows.
import type { SignalId } from '@gitsignals/domain';
import { areaOfMessage, byImportance } from '../build-facts';
import { substanceOf } from '../headline-rank';
import { parseMessage } from '../parse-message';
import type { CommitFileInput } from '../types';
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
  /** The full message: its subject and type tell a chore from product work. */
  message?: string;
  /** The changed files: how much product code changed (without them, all lines count). */
  files?: readonly CommitFileInput[];
}

/** The item's headline commit, or null for an item without stored commits. */
export function headlineCommit(
  commits: readonly ItemCommit[],
  shownSignals: readonly SignalId[],
): InsightCommit | null {
  const shown = new Set(shownSignals);
  const ranked: HighlightFact[] = commits.map((c) => {
    const msg = parseMessage(c.message ?? '');
    const subject = msg.text === '' ? msg.subject : msg.text;
    const area = areaOfMessage(msg);
    return {
      sha: c.sha,
      shortSha: c.sha.slice(0, 7),
      repository: c.repository,
      author: '',
      committedAt: c.committedAt,
      subject,
      area,
      signals: c.signals.filter((s) => shown.has(s)),
      filesChanged: c.filesChanged,
      additions: c.additions,
      deletions: c.deletions,
      substance: substanceOf(subject, area, c.files, c.additions + c.deletions),
    };
  });
  const best = ranked.sort(byImportance)[0];
  if (!best) return null;
  const { sha, shortSha, repository, filesChanged, additions, deletions } = best;
  return { sha, shortSha, repository, filesChanged, additions, deletions };
}
