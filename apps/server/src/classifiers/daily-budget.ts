// The daily cap on classification: calls and dollars per UTC day. With a database the day's
// llm_calls rows of purpose 'classification' are the truth (every process sees them); without
// one (the eval) this process counts its own. A call is reserved before it starts, so calls in
// flight count against the cap; their cost is known only after them, so the dollar cap may be
// passed by at most the calls already running (LLM_CONCURRENCY).
import { countLlmSpendingSince, type Database, type LlmCallRecord } from '@gitsignals/db';
import { startOfUtcDay } from '@gitsignals/domain';

export const CLASSIFICATION_PURPOSE = 'classification';

export interface BudgetLimits {
  maxUsd: number;
  maxCalls: number;
}

export interface DailyBudget {
  /** True, and the call counted, when the day's cap leaves room for one more call. */
  reserve(): Promise<boolean>;
  /** The reserved call ended (recorded when it was made). */
  release(call: LlmCallRecord | null): void;
}

export function dailyBudget(
  limits: BudgetLimits,
  deps: { db?: Database | undefined; now: () => Date },
): DailyBudget {
  let inFlight = 0;
  // Without a database: what this process spent, by day.
  const own = { day: '', calls: 0, costUsd: 0 };
  const today = () => startOfUtcDay(deps.now());
  const ownToday = () => {
    const day = today().toISOString();
    if (own.day !== day) Object.assign(own, { day, calls: 0, costUsd: 0 });
    return own;
  };
  const spent = async (): Promise<{ calls: number; costUsd: number }> =>
    deps.db
      ? countLlmSpendingSince(deps.db, today(), CLASSIFICATION_PURPOSE)
      : { calls: ownToday().calls, costUsd: ownToday().costUsd };
  return {
    async reserve() {
      // Counted before the look-up, so calls starting together cannot all take the last place.
      inFlight += 1;
      const { calls, costUsd } = await spent();
      if (calls + inFlight > limits.maxCalls || costUsd >= limits.maxUsd) {
        inFlight -= 1;
        return false;
      }
      return true;
    },
    release(call) {
      inFlight -= 1;
      if (!deps.db && call) {
        const day = ownToday();
        day.calls += 1;
        day.costUsd += call.costUsd;
      }
    },
  };
}
