// Agent Hub insights: each subscriber's profiles matched against the feed items of the last days,
// one insight per (user, profile type, feed item) match, its opportunity text by the configured
// writer, citing the item's headline commit. Runs after the daily pipeline's analyses and for one
// user when they save a profile (jobs/generate-insights.job.ts), and on demand (`insights`, and the
// development route /api/dev/insights/run).
// Idempotent: an item already matched for a profile is skipped before any text is written (no
// model is paid twice), and the unique key drops a row another run wrote meanwhile.
// Matching rules: docs/decisions/015-agent-hub-insight-matching.md; texts: 041.
import { daysAgo } from '@gitsignals/domain';
import {
  answerTerms,
  headlineCommit,
  isProfileType,
  localWriter,
  matchProfile,
  opportunityFacts,
  prepareItem,
  sentenceKeyer,
  sentenceKeys,
  type InsightCommit,
  type InsightItem,
  type ListSentences,
  type ProfileMatch,
  type Writer,
} from '@gitsignals/analysis';
import {
  listFeedItemsSince,
  hasActiveSubscription,
  insertInsights,
  listInsightItemCommits,
  listInsightKeysSince,
  listInsights,
  listUsersWithProfiles,
  type Database,
  type NewInsight,
  type ProfiledUser,
} from '@gitsignals/db';

/** Feed items of this many days (today included) are "new" to a run. */
export const INSIGHTS_LOOKBACK_DAYS = 7;
/** The most of a user's list a new text is kept apart from (the list the API answers). */
const LIST_CHECKED = 500;

export interface GenerateInsightsInput {
  /** Only these users; everyone with a profile and an active subscription when absent. */
  userIds?: string[] | undefined;
  /** Days of feed items a run looks at (INSIGHTS_LOOKBACK_DAYS when absent). */
  lookbackDays?: number | undefined;
}

export interface GenerateInsightsResult {
  users: number;
  items: number;
  matches: number;
  written: number;
}

export interface GenerateInsightsDeps {
  db: Database;
  writer?: Writer | undefined;
  now: () => Date;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

type PreparedItem = ReturnType<typeof prepareItem>;

/** Headline commits of items, read once per run whatever the number of users matching them. */
function headlineReader(db: Database) {
  const known = new Map<string, InsightCommit | null>();
  return async (items: InsightItem[]): Promise<Map<string, InsightCommit | null>> => {
    const missing = items.filter((i) => !known.has(i.id));
    if (missing.length > 0) {
      const stored = await listInsightItemCommits(
        db,
        missing.map((i) => i.id),
      );
      for (const it of missing) {
        const commits = (stored.get(it.id) ?? []).map((c) => ({
          ...c,
          committedAt: c.committedAt.toISOString(),
        }));
        known.set(it.id, headlineCommit(commits, it.signals));
      }
    }
    return known;
  };
}

/** The sentences of the user's list so far, apart from names, that a new text must not repeat. */
async function listSentencesOf(
  db: Database,
  user: ProfiledUser,
  items: readonly { item: InsightItem }[],
): Promise<{ avoid: ListSentences; add: (text: string) => void }> {
  const listed = await listInsights(db, user.id, LIST_CHECKED);
  const names = new Set<string>([
    ...items.map((i) => i.item.projectName),
    ...listed.map((l) => l.projectName),
  ]);
  for (const answers of Object.values(user.projectProfile))
    for (const answer of Object.values(answers ?? {}))
      for (const t of answerTerms(answer)) names.add(t);
  const keyOf = sentenceKeyer(names);
  const keys = new Set<string>();
  const add = (text: string) => {
    for (const key of sentenceKeys(text, keyOf)) keys.add(key);
  };
  for (const row of listed) add(row.opportunity);
  return { avoid: { names: [...names], keys }, add };
}

/** The user's new matches, oldest item first: a list reads in the order it was written. */
async function newMatches(
  db: Database,
  user: ProfiledUser,
  items: readonly { item: InsightItem; prepared: PreparedItem }[],
  since: string,
) {
  const written = await listInsightKeysSince(db, user.id, since);
  const found: { match: ProfileMatch; item: InsightItem }[] = [];
  for (const [type, answers] of Object.entries(user.projectProfile)) {
    if (!isProfileType(type)) continue;
    for (const { item, prepared } of items) {
      if (written.has(`${type}:${item.id}`)) continue;
      const match = matchProfile(type, answers ?? {}, prepared);
      if (match) found.push({ match, item });
    }
  }
  return found.reverse();
}

async function writeUserInsights(
  deps: GenerateInsightsDeps & { writer: Writer },
  user: ProfiledUser,
  items: readonly { item: InsightItem; prepared: PreparedItem }[],
  since: string,
  headlines: ReturnType<typeof headlineReader>,
): Promise<{ matches: number; written: number }> {
  const found = await newMatches(deps.db, user, items, since);
  if (found.length === 0) return { matches: 0, written: 0 };
  const commits = await headlines(found.map((f) => f.item));
  const list = await listSentencesOf(deps.db, user, items);
  const rows: NewInsight[] = [];
  for (const { match, item } of found) {
    const facts = opportunityFacts(match, item, commits.get(item.id) ?? null, list.avoid);
    const opportunity = await deps.writer.writeOpportunity(facts);
    list.add(opportunity);
    rows.push({
      userId: user.id,
      feedItemId: item.id,
      profileType: match.profileType,
      insightType: match.insightType,
      opportunity,
      analysisDate: item.analysisDate,
    });
  }
  return { matches: found.length, written: await insertInsights(deps.db, rows) };
}

export async function generateInsights(
  deps: GenerateInsightsDeps,
  input: GenerateInsightsInput = {},
): Promise<GenerateInsightsResult> {
  const writer = deps.writer ?? localWriter;
  const now = deps.now();
  const since = daysAgo(now, input.lookbackDays ?? INSIGHTS_LOOKBACK_DAYS);
  const result: GenerateInsightsResult = { users: 0, items: 0, matches: 0, written: 0 };
  const profiled = await listUsersWithProfiles(deps.db, input.userIds);
  const users = [];
  // Insights are premium: nobody without an active subscription reads them, so none is written.
  for (const user of profiled)
    if (await hasActiveSubscription(deps.db, user.id, now)) users.push(user);
  if (users.length === 0) return result;

  const items = (await listFeedItemsSince(deps.db, since)).map((row) => {
    const item: InsightItem = row;
    return { item, prepared: prepareItem(item) };
  });
  result.items = items.length;
  const headlines = headlineReader(deps.db);
  for (const user of users) {
    result.users += 1;
    const outcome = await writeUserInsights({ ...deps, writer }, user, items, since, headlines);
    result.matches += outcome.matches;
    result.written += outcome.written;
  }
  deps.log?.('insights run', { since, ...result });
  return result;
}
