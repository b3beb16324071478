import { HistoryIcon } from 'lucide-react';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import { formatDate } from '@/lib/format';

/**
 * Demo data is real git history replayed so that it ends yesterday; we say so on every such item
 * and keep the day it really happened one hover (or focus) away. A span of days (a quarter)
 * gives its last recorded day as `recordedUntil`.
 */
export function ReplayMark({
  recordedDate,
  recordedUntil,
}: {
  recordedDate: string;
  recordedUntil?: string;
}) {
  const recorded =
    recordedUntil === undefined || recordedUntil === recordedDate
      ? `Recorded on ${formatDate(recordedDate)}`
      : `Recorded ${formatDate(recordedDate)} – ${formatDate(recordedUntil)}`;
  return (
    <DeferredTooltip content={recorded}>
      <span
        tabIndex={0}
        className="inline-flex items-center gap-1 rounded-md border border-dashed px-1.5 py-0.5 text-xs text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <HistoryIcon aria-hidden="true" className="size-3" />
        real history, replayed
        <span className="sr-only">. {recorded}</span>
      </span>
    </DeferredTooltip>
  );
}
