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
    <li className="grid gap-1.5 border-t py-3 first:border-t-0 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{repository.fullName}</span>
            <OutcomeBadge outcome={repository.outcome} />
            {repository.isReplay ? (
              <span className="text-xs text-muted-foreground">demo replay</span>
            ) : null}
          </div>
          <p className="font-mono text-xs break-all text-muted-foreground">{repository.url}</p>
        </div>
        <CollectNow
          repositoryId={repository.id}
          name={repository.fullName}
          unavailableReason={reason}
        />
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
        <Fact label="Last collected" value={formatDateTime(repository.lastCollectedAt)} />
        <Fact label="Last attempt" value={formatDateTime(repository.lastAttemptAt)} />
        <Fact label="Commits" value={formatCount(repository.commits)} />
      </dl>
      {repository.lastError ? (
        <div className="rounded-md border border-destructive/40 bg-destructive/5 p-2">
          <p className="text-xs font-medium text-destructive">Last error</p>
          <p className="font-mono text-xs break-words whitespace-pre-wrap">
            {repository.lastError}
          </p>
        </div>
      ) : null}
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
