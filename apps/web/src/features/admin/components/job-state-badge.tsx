import type { AdminJob } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const LABELS: Record<AdminJob['state'], string> = {
  waiting: 'Waiting',
  active: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const TONES: Record<AdminJob['state'], string> = {
  waiting: 'bg-secondary text-secondary-foreground',
  active: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  failed: 'bg-destructive text-destructive-foreground',
  cancelled: 'bg-muted text-muted-foreground',
};

/** A job's state in words and colour (the word alone carries the meaning). */
export function JobStateBadge({ state }: { state: AdminJob['state'] }) {
  return <Badge className={cn('border-transparent', TONES[state])}>{LABELS[state]}</Badge>;
}
