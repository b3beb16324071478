import type { AdminMail } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatCount, formatDateTime, formatDay } from '../lib/format';
import {
  cellClass,
  numberCellClass,
  tableClass,
  TableHead,
  TableScroll,
} from '@/components/ui/table-scroll';

/** Kept, sent and failed messages per UTC day and kind. */
export function MailDaysTable({ days }: { days: AdminMail['days'] }) {
  return (
    <TableScroll label="E-mails per day and kind">
      <table className={tableClass}>
        <TableHead text={['Day', 'Kind']} numbers={['Kept', 'Sent', 'Failed']} />
        <tbody>
          {days.map((row) => (
            <tr key={`${row.day}-${row.kind}`}>
              <td className={cellClass}>{formatDay(row.day)}</td>
              <td className={cellClass}>{row.kind}</td>
              <td className={numberCellClass}>{formatCount(row.kept)}</td>
              <td className={numberCellClass}>{formatCount(row.sent)}</td>
              <td className={cn(numberCellClass, row.failed > 0 && 'text-destructive')}>
                {formatCount(row.failed)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const STATUS: Record<AdminMail['recent'][number]['status'], { label: string; tone: string }> = {
  kept: { label: 'Kept', tone: 'bg-secondary text-secondary-foreground' },
  sent: {
    label: 'Sent',
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  },
  failed: { label: 'Failed', tone: 'bg-destructive text-destructive-foreground' },
};

/** The newest messages (never their text), the error of a failed one under it. */
export function RecentMailList({ messages }: { messages: AdminMail['recent'] }) {
  return (
    <ul aria-label="Newest e-mails">
      {messages.map((message) => (
        <li key={message.id} className="grid gap-1 border-t py-2 first:border-t-0 first:pt-0">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge className={cn('border-transparent', STATUS[message.status].tone)}>
              {STATUS[message.status].label}
            </Badge>
            <span className="font-medium break-all">{message.to}</span>
            <span className="text-xs text-muted-foreground">
              {message.kind} · {formatDateTime(message.at)}
            </span>
          </div>
          <p className="text-sm break-words">{message.subject}</p>
          {message.error ? (
            <p className="font-mono text-xs break-words whitespace-pre-wrap text-destructive">
              {message.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
