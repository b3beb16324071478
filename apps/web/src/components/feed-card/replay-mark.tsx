import { HistoryIcon } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';

/**
 * Demo data is real git history replayed so that it ends yesterday; we say so on every such item
 * and keep the day it really happened one hover (or focus) away.
 */
export function ReplayMark({ recordedDate }: { recordedDate: string }) {
  const recorded = `Recorded on ${formatDate(recordedDate)}`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className="inline-flex items-center gap-1 rounded-md border border-dashed px-1.5 py-0.5 text-xs text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <HistoryIcon aria-hidden="true" className="size-3" />
          real history, replayed
          <span className="sr-only">. {recorded}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent>{recorded}</TooltipContent>
    </Tooltip>
  );
}
