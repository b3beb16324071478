// The signed-in user's insights run: its state, and asking for one again (the Agent Hub's "Try
// again" after a failed run). Saving a profile asks for one too (users/update-user.ts).
import type { InsightRunQueue, InsightRunState } from './insight-runs';

export interface UserInsightRunDeps {
  insightRuns: InsightRunQueue;
}

export function getInsightRun(
  deps: UserInsightRunDeps,
  input: { userId: string },
): Promise<InsightRunState> {
  return deps.insightRuns.state(input.userId);
}

/** Queues a run (nothing more while one waits) and answers the state that follows. */
export async function requestInsightRun(
  deps: UserInsightRunDeps,
  input: { userId: string },
): Promise<InsightRunState> {
  await deps.insightRuns.request(input.userId);
  return deps.insightRuns.state(input.userId);
}
