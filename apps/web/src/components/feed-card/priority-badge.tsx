import type { Priority } from '@gitsignals/contracts';
import { cn } from '@/lib/cn';

/** One colour per priority, used on every screen (feed cards, detail, insights). */
const styles: Record<Priority, string> = {
  high: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
  medium:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
  low: 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300',
};

const labels: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export function PriorityBadge({ priority, className }: { priority: Priority; className?: string }) {
  return (
    <span
      data-priority={priority}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium',
        styles[priority],
        className,
      )}
    >
      <span className="sr-only">Priority: </span>
      {labels[priority]}
    </span>
  );
}
