// A user's insights run as the API answers it.
import type { InsightRun } from '@gitsignals/contracts';
import { INSIGHTS_LOOKBACK_DAYS } from '../../use-cases/insights/generate-insights';
import type { InsightRunState } from '../../use-cases/insights/insight-runs';
import { toIso } from './feed-item';

export function presentInsightRun(state: InsightRunState): InsightRun {
  return {
    status: state.status,
    requested_at: toIso(state.requestedAt),
    finished_at: toIso(state.finishedAt),
    window_days: INSIGHTS_LOOKBACK_DAYS,
    items_checked: state.result?.items ?? null,
    written: state.result?.written ?? null,
  };
}
