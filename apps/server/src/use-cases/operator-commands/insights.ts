// `insights`: match subscribers' Agent Hub profiles against recent feed items (idempotent).
import { z } from 'zod';
import { countLlmSpendingSince } from '@gitsignals/db';
import { generateInsights } from '../insights/generate-insights';
import { spendingLine } from '../../writers/spending';
import { defineCommand } from './command';

export const insightsCommand = defineCommand({
  name: 'insights',
  description:
    "match subscribers' Agent Hub profiles against the feed items of the last days and write their insights (idempotent)",
  args: z.object({
    user: z.array(z.string().min(1)).optional(),
    days: z.number().int().min(1).max(90).optional(),
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
