import type { AlertRule } from '@gitsignals/contracts';
import { HistoryIcon, PauseIcon, PencilIcon, PlayIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { useAlertRow } from '../hooks/use-alert-row';

type AlertRowActionsProps = {
  rule: AlertRule;
  row: ReturnType<typeof useAlertRow>;
  /** The log's element, which the log button opens and closes. */
  logId: string;
  onEdit: () => void;
};

/** Edit, Pause/Resume, Send test, Delivery log, Delete: buttons that wrap on a phone. */
export function AlertRowActions({ rule, row, logId, onEdit }: AlertRowActionsProps) {
  const paused = rule.status === 'paused';
  // Each button names its rule for screen readers: a list holds several "Edit" buttons.
  const of = ` ${rule.name}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit${of}`}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        busy={row.pausing}
        onClick={row.togglePause}
        aria-label={`${paused ? 'Resume' : 'Pause'}${of}`}
      >
        {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
        {paused ? 'Resume' : 'Pause'}
      </Button>
      <Button
        variant="outline"
        size="sm"
        busy={row.testing}
        onClick={row.sendTest}
        aria-label={`Send test of${of}`}
      >
        {row.testing ? null : <SendIcon aria-hidden="true" />}
        Send test
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={row.logOpen}
        aria-controls={row.logOpen ? logId : undefined}
        onClick={row.toggleLog}
        aria-label={`Delivery log of${of}`}
      >
        <HistoryIcon aria-hidden="true" />
        Delivery log
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => row.setConfirmingDelete(true)}
        aria-label={`Delete${of}`}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
