import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCollectNow, type CollectStatus } from '../hooks/use-collect-now';
import { JobStateBadge } from './job-state-badge';

type CollectNowProps = {
  repositoryId: number;
  name: string;
  /** Why it cannot be collected now (no job queue, replayed history); null: it can. */
  unavailableReason: string | null;
};

/** "Collect now" and, beside it, the queued job followed to its end. */
export function CollectNow({ repositoryId, name, unavailableReason }: CollectNowProps) {
  const { start, status, busy } = useCollectNow(repositoryId);
  const reasonId = `collect-reason-${repositoryId}`;
  return (
    <div className="flex max-w-full flex-wrap items-center gap-2 sm:max-w-xs sm:justify-end">
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          if (!busy) start();
        }}
        disabled={unavailableReason !== null}
        busy={busy}
        aria-label={`Collect now: ${name}`}
        aria-describedby={unavailableReason ? reasonId : undefined}
      >
        {busy ? null : <RefreshCwIcon aria-hidden="true" />}
        Collect now
      </Button>
      {unavailableReason ? (
        <span id={reasonId} className="text-xs text-muted-foreground">
          {unavailableReason}
        </span>
      ) : (
        <span role="status" aria-live="polite" className="flex flex-wrap items-center gap-2">
          <CollectStatusText status={status} />
        </span>
      )}
    </div>
  );
}

function CollectStatusText({ status }: { status: CollectStatus }) {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'asking':
      return <span className="text-xs text-muted-foreground">Queuing…</span>;
    case 'refused':
      return <span className="text-xs text-destructive">{status.message}</span>;
    case 'following':
      if (!status.job) return <span className="text-xs text-muted-foreground">Queued</span>;
      return (
        <>
          <span className="text-xs text-muted-foreground">Job</span>
          <JobStateBadge state={status.job.state} />
          {status.job.state === 'failed' ? (
            <span className="text-xs text-muted-foreground">see its error below</span>
          ) : null}
        </>
      );
  }
}
