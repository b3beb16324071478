import type { AdminJobs } from '@gitsignals/contracts';
import { formatCount } from '../lib/format';
import {
  cellClass,
  numberCellClass,
  tableClass,
  TableHead,
  TableScroll,
} from '@/components/ui/table-scroll';

/** Waiting, active, failed and completed jobs per queue. */
export function QueueCountsTable({ queues: all }: { queues: AdminJobs['queues'] }) {
  // pg-boss's own queues (`__pgboss__send-it`) are its plumbing, not work an operator follows.
  const queues = all.filter((queue) => !queue.queue.startsWith('__pgboss'));
  if (queues.length === 0) return <p className="text-sm text-muted-foreground">No queues yet.</p>;
  return (
    <TableScroll label="Jobs per queue">
      <table className={tableClass}>
        <TableHead text={['Queue']} numbers={['Waiting', 'Active', 'Failed', 'Completed']} />
        <tbody>
          {queues.map((queue) => (
            <tr key={queue.queue}>
              <th scope="row" className={`${cellClass} text-left font-mono text-xs font-normal`}>
                {queue.queue}
              </th>
              <td className={numberCellClass}>{formatCount(queue.waiting)}</td>
              <td className={numberCellClass}>{formatCount(queue.active)}</td>
              <td className={`${numberCellClass} ${queue.failed > 0 ? 'text-destructive' : ''}`}>
                {formatCount(queue.failed)}
              </td>
              <td className={numberCellClass}>{formatCount(queue.completed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
