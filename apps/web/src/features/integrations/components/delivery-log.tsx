import type { AlertDelivery } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import {
  cellClass,
  headCellClass,
  numberCellClass,
  numberHeadClass,
  tableClass,
  TableScroll,
} from '@/components/ui/table-scroll';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Spinner } from '@/components/ui/spinner';
import type { useAlertDeliveries } from '../api/get-alert-deliveries';
import { formatDateTime } from '../lib/format-time';

const STATUS_LOOK: Record<
  AlertDelivery['status'],
  { label: string; variant: 'secondary' | 'outline' | 'destructive' | 'default' }
> = {
  pending: { label: 'Pending', variant: 'outline' },
  retrying: { label: 'Retrying', variant: 'secondary' },
  delivered: { label: 'Delivered', variant: 'default' },
  failed: { label: 'Failed', variant: 'destructive' },
};

function DeliveryRow({ delivery }: { delivery: AlertDelivery }) {
  const look = STATUS_LOOK[delivery.status];
  return (
    <tr>
      <td className={cellClass}>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
      <td className={cellClass}>
        {delivery.kind === 'test' ? 'Test' : delivery.kind === 'daily' ? 'Daily digest' : 'Instant'}
        <span className="block max-w-64 truncate text-xs text-muted-foreground">
          {delivery.title}
        </span>
      </td>
      <td className={cellClass}>
        <Badge variant={look.variant}>{look.label}</Badge>
        {delivery.attempts > 1 ? (
          <span className="block text-xs text-muted-foreground">{delivery.attempts} attempts</span>
        ) : null}
      </td>
      <td className={numberCellClass}>
        {delivery.latencyMs === null ? '—' : `${delivery.latencyMs} ms`}
      </td>
      <td className={numberCellClass}>{delivery.responseCode ?? '—'}</td>
      <td className={`${cellClass} max-w-72 whitespace-normal break-words`}>
        {delivery.error ?? '—'}
      </td>
    </tr>
  );
}

/** Text columns, then the two figures (right-aligned), then the error, which may wrap. */
function LogHead() {
  const text = (label: string) => (
    <th scope="col" className={headCellClass}>
      {label}
    </th>
  );
  const number = (label: string) => (
    <th scope="col" className={numberHeadClass}>
      {label}
    </th>
  );
  return (
    <thead>
      <tr>
        {text('Time')}
        {text('Message')}
        {text('Status')}
        {number('Latency')}
        {number('Answer')}
        {text('Error')}
      </tr>
    </thead>
  );
}

/** A rule's delivery log: time, what was sent, status, latency, the receiver's answer, error. */
export function DeliveryLog({
  id,
  name,
  deliveries,
}: {
  id: string;
  name: string;
  deliveries: ReturnType<typeof useAlertDeliveries>;
}) {
  if (deliveries.isPending) {
    return (
      <div id={id}>
        <Spinner label="Loading the delivery log" />
      </div>
    );
  }
  if (deliveries.isError) {
    return (
      <div id={id}>
        <LoadErrorAlert
          title="Failed to load the delivery log"
          message={deliveries.error.message}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      </div>
    );
  }
  if (deliveries.data.length === 0) {
    return (
      <p
        id={id}
        className="rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground"
      >
        Nothing delivered yet. Matching items are sent as the analysis writes them; Send test checks
        the destination now.
      </p>
    );
  }
  return (
    <div id={id}>
      <TableScroll label={`Delivery log of ${name}`}>
        <table className={tableClass}>
          <LogHead />
          <tbody>
            {deliveries.data.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
