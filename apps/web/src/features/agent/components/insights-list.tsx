import type { Insight, InsightRun } from '@gitsignals/contracts';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isRunPending } from '../api/insight-run';
import type { AgentProfileInfo } from '../lib/agent-profiles';
import { InsightCard } from './insight-card';
import { InsightRunFailed } from './insight-run-failed';
import { InsightsEmpty } from './insights-empty';
import { InsightsPreparing } from './insights-preparing';

type InsightsListProps = {
  profile: AgentProfileInfo;
  /** The profile's stored answers, to say what a run looked for. */
  answers: Record<string, string>;
  /** This profile's insights, newest first; undefined while loading or after an error. */
  insights: Insight[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  retrying: boolean;
  /** The user's latest insights run; undefined while unknown. */
  run: InsightRun | undefined;
  onRetryRun: () => void;
  retryingRun: boolean;
  onUpdate: () => void;
};

/** A profile tab's insights with its loading, preparing, error and empty states. */
export function InsightsList(props: InsightsListProps) {
  const { profile, insights, status, run } = props;
  if (status === 'pending') {
    return (
      <div role="status" aria-label="Loading insights" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <LoadErrorAlert
        title="Error Loading Insights"
        message="There was an error fetching your insights. Please try again later."
        onRetry={props.onRetry}
        retrying={props.retrying}
      />
    );
  }
  const list = insights ?? [];
  const preparing = isRunPending(run);
  const failed = run?.status === 'failed';
  return (
    <div className="grid gap-3">
      {failed && <InsightRunFailed onRetry={props.onRetryRun} retrying={props.retryingRun} />}
      {preparing && (
        <InsightsPreparing
          profileTitle={profile.title}
          windowDays={run?.window_days ?? 7}
          compact={list.length > 0}
        />
      )}
      {list.length > 0 ? (
        <ul aria-label={`${profile.title} insights`} className="grid gap-3">
          {list.map((insight) => (
            <InsightCard key={insight.id} insight={insight} />
          ))}
        </ul>
      ) : preparing || failed ? null : (
        <InsightsEmpty
          profile={profile}
          answers={props.answers}
          run={run}
          onUpdate={props.onUpdate}
        />
      )}
    </div>
  );
}
