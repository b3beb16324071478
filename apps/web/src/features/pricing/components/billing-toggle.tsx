import type { BillingInterval } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/**
 * Spec section 4: the monthly/yearly toggle (monthly by default), yearly with its saving ('Save
 * 17%' for the default prices; ADR 063), left out while unknown or when there is none.
 */
export function BillingToggle({
  value,
  onChange,
  yearlySaving,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
  /** Whole percent, from yearlySavingPercent. */
  yearlySaving: number | null;
}) {
  return (
    <div
      role="group"
      aria-label="Billing period"
      className="inline-flex items-center gap-1 rounded-lg border bg-muted/60 p-1"
    >
      {OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-8 items-center gap-2 rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              active && 'bg-background text-foreground shadow-xs',
            )}
          >
            {option.label}
            {option.value === 'year' && yearlySaving !== null ? (
              <Badge variant={active ? 'default' : 'secondary'}>Save {yearlySaving}%</Badge>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
