// Agent Hub insights: each subscriber's profiles matched against the feed items of the last days,
// one insight per (user, profile type, feed item) match, its opportunity text by the configured
// writer. Runs after the daily pipeline's analyses (jobs/generate-insights.job.ts) and on demand
// (`insights`, and the development route /api/dev/insights/run).
// Idempotent: an item already matched for a profile is skipped before any text is written (no
// model is paid twice), and the unique key drops a row another run wrote meanwhile.
// Matching rules: docs/decisions/015-agent-hub-insight-matching.md.
import { daysAgo } from '@gitsignals/domain';
import {
  isProfileType,
  localWriter,
  matchProfile,
  opportunityFacts,
  prepareItem,
  type InsightItem,
  type Writer,
} from '@gitsignals/analysis';
import {
  listFeedItemsSince,
  hasActiveSubscription,
  insertInsights,
  listInsightKeysSince,
  listUsersWithProfiles,
  type Database,
  type NewInsight,
} from '@gitsignals/db';

/** Feed items of this many days (today included) are "new" to a run. */
export const INSIGHTS_LOOKBACK_DAYS = 7;

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
  for (const user of users) {
    result.users += 1;
    const written = await listInsightKeysSince(deps.db, user.id, since);
    const rows: NewInsight[] = [];
    for (const [type, answers] of Object.entries(user.projectProfile)) {
      if (!isProfileType(type)) continue;
      for (const { item, prepared } of items) {
        if (written.has(`${type}:${item.id}`)) continue;
        const match = matchProfile(type, answers, prepared);
        if (!match) continue;
        result.matches += 1;
        rows.push({
          userId: user.id,
          feedItemId: item.id,
          profileType: type,
          insightType: match.insightType,
          opportunity: await writer.writeOpportunity(opportunityFacts(match, item)),
          analysisDate: item.analysisDate,
        });
      }
    }
    result.written += await insertInsights(deps.db, rows);
  }
  deps.log?.('insights run', { since, ...result });
  return result;
}
