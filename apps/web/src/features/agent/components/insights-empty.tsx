import type { InsightRun } from '@gitsignals/contracts';
import { PencilIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { answersPhrase, type AgentProfileInfo } from '../lib/agent-profiles';

type InsightsEmptyProps = {
  profile: AgentProfileInfo;
  answers: Record<string, string>;
  /** The user's latest run; undefined while unknown. */
  run: InsightRun | undefined;
  onUpdate: () => void;
};

const count = (n: number, one: string) =>
  `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/**
 * A profile without insights, saying why: nothing answered yet, a finished run that matched
 * nothing in its window (with what it read and what to add), or no run yet.
 */
export function InsightsEmpty({ profile, answers, run, onUpdate }: InsightsEmptyProps) {
  const phrase = answersPhrase(profile, answers);
  const update = (
    <Button variant="outline" size="sm" onClick={onUpdate}>
      <PencilIcon aria-hidden="true" />
      Update profile
    </Button>
  );
  if (phrase === '') {
    return (
      <EmptyState
        text={
          <>
            <span className="block font-medium text-foreground">Nothing to match yet</span>
            <span className="mt-1 block max-w-md text-sm">
              Your {profile.title} has no answers, so no activity can match it. {profile.emptyHint}
            </span>
          </>
        }
        action={update}
      />
    );
  }
  if (run?.status === 'done') {
    const read = run.items_checked === null ? 'the' : count(run.items_checked, 'feed item');
    return (
      <EmptyState
        text={
          <>
            <span className="block font-medium text-foreground">
              No matching activity in the last {run.window_days} days
            </span>
            <span className="mt-1 block max-w-lg text-sm">
              The {profile.title} read {read} of the last {run.window_days} days and none matched{' '}
              {phrase}. {profile.emptyHint}
            </span>
          </>
        }
        action={update}
      />
    );
  }
  return (
    <EmptyState
      text={
        <>
          <span className="block font-medium text-foreground">No insights yet</span>
          <span className="mt-1 block max-w-md text-sm">
            The {profile.title} reads every new feed item after the daily analysis run: items that
            match your answers appear here after the next run.
          </span>
        </>
      }
    />
  );
}
