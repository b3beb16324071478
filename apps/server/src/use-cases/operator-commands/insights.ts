// `insights`: match subscribers' Agent Hub profiles against recent feed items (idempotent).
import { z } from 'zod';
import { countLlmSpendingSince } from '@gitsignals/db';
import { generateInsights } from '../insights/generate-insights';
import { spendingLine } from '../../writers/spending';
import { defineCommand } from './command';

const DAYS_RANGE = 'must be a whole number from 1 to 90';

export const insightsCommand = defineCommand({
  name: 'insights',
  description:
    "match subscribers' Agent Hub profiles against the feed items of the last days and write their insights (idempotent)",
  args: z.object({
    user: z.array(z.string().min(1)).optional(),
    days: z.number().int(DAYS_RANGE).min(1, DAYS_RANGE).max(90, DAYS_RANGE).optional(),
  }),
  async run({ handle, say, now, writer }, opts) {
    const started = now();
    const result = await generateInsights(
      { db: handle.db, writer: writer(), now },
      { userIds: opts.user, lookbackDays: opts.days },
    );
    say(
      `Insights: ${result.written} new for ${result.users} subscriber(s) with profiles (${result.items} feed items examined, ${result.matches} new matches).`,
    );
    const spent = spendingLine(await countLlmSpendingSince(handle.db, started));
    if (spent) say(spent);
    return 0;
  },
});
