import type { AdminRepository } from '@gitsignals/contracts';
import { formatCount, formatDateTime } from '../lib/format';
import { CollectNow } from './collect-now';
import { OutcomeBadge } from './outcome-badge';

export const NO_QUEUE_REASON =
  'No job queue runs in this server process: start it with jobs (serve, or api with a worker).';
export const REPLAY_REASON = 'Replayed demo history is never collected live.';

/** One repository of a project: where it is read from, how its last collection went, its button. */
export function RepositoryItem({
  repository,
  queueAvailable,
}: {
  repository: AdminRepository;
  queueAvailable: boolean;
}) {
  const reason = !queueAvailable ? NO_QUEUE_REASON : repository.isReplay ? REPLAY_REASON : null;
  return (
    <li className="grid gap-2 border-t py-3 first:border-t-0 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{repository.fullName}</span>
        <OutcomeBadge outcome={repository.outcome} />
        {repository.isReplay ? (
          <span className="text-xs text-muted-foreground">demo replay</span>
        ) : null}
      </div>
      <p className="font-mono text-xs break-all text-muted-foreground">{repository.url}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <Fact label="Last collected" value={formatDateTime(repository.lastCollectedAt)} />
        <Fact label="Last attempt" value={formatDateTime(repository.lastAttemptAt)} />
        <Fact label="Commits" value={formatCount(repository.commits)} />
      </dl>
      {repository.lastError ? (
        <div className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm">
          <p className="text-xs font-medium text-destructive">Last error</p>
          <p className="font-mono text-xs break-words whitespace-pre-wrap">
            {repository.lastError}
          </p>
        </div>
      ) : null}
      <CollectNow
        repositoryId={repository.id}
        name={repository.fullName}
        unavailableReason={reason}
      />
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
