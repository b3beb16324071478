import type { AdminRepository } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const OUTCOMES: Record<AdminRepository['outcome'], { label: string; tone: string }> = {
  ok: {
    label: 'OK',
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  },
  failed: { label: 'Failed', tone: 'bg-destructive text-destructive-foreground' },
  never: { label: 'Never collected', tone: 'bg-secondary text-secondary-foreground' },
};

/** How the repository's last collection went. */
export function OutcomeBadge({ outcome }: { outcome: AdminRepository['outcome'] }) {
  const { label, tone } = OUTCOMES[outcome];
  return <Badge className={cn('border-transparent', tone)}>{label}</Badge>;
}
