import type { AlertRule } from '@gitsignals/contracts';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { useAlertRow } from '../hooks/use-alert-row';
import { describeDestination, describeMatch } from '../lib/describe-rule';
import { formatDateTime } from '../lib/format-time';
import { AlertRowActions } from './alert-row-actions';
import { ConfirmDialog } from './confirm-dialog';
import { DeliveryLog } from './delivery-log';

type AlertRowProps = {
  rule: AlertRule;
  chatTitles: ReadonlyMap<string, string>;
  onEdit: (rule: AlertRule) => void;
};

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** One rule: what it matches, how and where it delivers, its state, and what can be done. */
export function AlertRow({ rule, chatTitles, onEdit }: AlertRowProps) {
  const row = useAlertRow(rule);
  const logId = useId();
  const paused = rule.status === 'paused';

  return (
    <li className="grid grid-cols-1 gap-3 rounded-md border p-3" aria-labelledby={`${logId}-name`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={`${logId}-name`} className="font-medium break-words">
            {rule.name}
          </h3>
          <p className="text-sm break-words text-muted-foreground">{describeMatch(rule)}</p>
        </div>
        <Badge variant={paused ? 'secondary' : 'default'}>{paused ? 'Paused' : 'Active'}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <Fact term="Delivery">{rule.delivery === 'instant' ? 'Instant' : 'Daily digest'}</Fact>
        <Fact term="Destination">{describeDestination(rule.destination, chatTitles)}</Fact>
        <Fact term="Last delivery">{formatDateTime(rule.lastDeliveryAt, 'None yet')}</Fact>
      </dl>
      {paused ? (
        <p className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm">
          {rule.pausedReason ?? 'Paused by you.'} Nothing is sent until you resume it.
        </p>
      ) : null}
      <AlertRowActions rule={rule} row={row} logId={logId} onEdit={() => onEdit(rule)} />
      {row.logOpen ? <DeliveryLog id={logId} name={rule.name} deliveries={row.deliveries} /> : null}
      <ConfirmDialog
        open={row.confirmingDelete}
        onOpenChange={row.setConfirmingDelete}
        title={`Delete “${rule.name}”?`}
        description="The rule and its delivery log are removed; nothing more is sent to its destination."
        confirmLabel="Delete alert"
        onConfirm={row.confirmDelete}
        busy={row.deleting}
      />
    </li>
  );
}
