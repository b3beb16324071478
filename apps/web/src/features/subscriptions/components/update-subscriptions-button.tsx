import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pluralize } from '@/lib/format';

type UpdateBarProps = {
  count: number;
  dirty: boolean;
  updating: boolean;
  disabled: boolean;
  onUpdate: () => void;
};

/** How many projects are chosen, whether that is saved yet, and 'Update' (spec section 2). */
export function UpdateSubscriptions({
  count,
  dirty,
  updating,
  disabled,
  onUpdate,
}: UpdateBarProps) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="min-w-0 text-sm" aria-live="polite">
        <span className="font-medium">{pluralize(count, 'project')} selected</span>
        {dirty ? (
          <span className="block text-xs text-muted-foreground">Unsaved changes</span>
        ) : null}
      </p>
      <Button onClick={onUpdate} disabled={disabled || updating} aria-busy={updating || undefined}>
        {updating ? <Spinner className="size-4 text-current" decorative /> : null}
        Update
      </Button>
    </div>
  );
}
