// Reusing a stored item's text: an LLM writer is paid only for days whose facts changed.
import type { WrittenFeedText } from '@gitsignals/analysis';
import {
  listFeedItemCommits,
  listFeedItems,
  type Database,
  type FeedItemRow,
  type FeedItemWrite,
} from '@gitsignals/db';

/** JSON with sorted keys: jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The stored item's text when the day's facts are what they were when it was written (same
 * commits, signals, priority, score, tags, noise…), so an LLM is not paid to write it again.
 * A text equal to the local writer's is not reused: the LLM writer replaces it (it was written
 * before the LLM was configured, or as a fallback when the model failed).
 */
export async function reusableText(
  db: Database,
  stored: FeedItemRow | undefined,
  item: FeedItemWrite,
  commitShas: string[],
  localText: WrittenFeedText,
): Promise<WrittenFeedText | null> {
  if (!stored) return null;
  const same =
    stored.owner === item.owner &&
    stored.priority === item.priority &&
    stored.totalCommits === item.totalCommits &&
    stored.category === item.category &&
    // real (float4) column: compare at its precision.
    Math.fround(stored.score) === Math.fround(item.score) &&
    stored.isReplay === item.isReplay &&
    stored.recordedDate === item.recordedDate &&
    canonical(stored.signals) === canonical(item.signals) &&
    canonical(stored.networks) === canonical(item.networks) &&
    canonical(stored.tags) === canonical(item.tags) &&
    canonical(stored.noise) === canonical(item.noise);
  if (!same) return null;
  if (
    stored.title === localText.title &&
    stored.summary === localText.summary &&
    stored.content === localText.content
  )
    return null;
  const storedShas = (await listFeedItemCommits(db, stored.id)).map((c) => c.sha).sort();
  if (canonical(storedShas) !== canonical([...commitShas].sort())) return null;
  return { title: stored.title, summary: stored.summary, content: stored.content };
}

/** Daily items already stored for a project (from `since`), by day. */
export async function storedItemsOf(
  db: Database,
  projectId: number,
  since: string | undefined,
): Promise<Map<string, FeedItemRow>> {
  const rows = await listFeedItems(db, { projectIds: [projectId], since }, 1_000_000, 0);
  return new Map(rows.filter((r) => r.daysAnalyzed === 1).map((r) => [r.analysisDate, r]));
}
