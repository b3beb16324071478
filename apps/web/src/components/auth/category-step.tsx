import { useId } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CategoryList } from './category-list';
import { useCategoryStep } from './use-category-step';

/** The step's title and subtitle: the auth flow renders them as the dialog title or page h1. */
export const CATEGORY_HEADING = {
  title: 'What are you interested in?',
  description: 'This will customize your new home feed',
};

/**
 * Step 2 after sign-up (spec section 2): pick categories; their projects become the personal
 * feed's subscriptions. The e-mail list box turns the digest on.
 */
export function CategoryStep({
  onDone,
  onBusyChange,
}: {
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const id = useId();
  const step = useCategoryStep(onDone, onBusyChange);
  const { metadata, saving } = step;

  return (
    <div className="grid gap-4">
      {metadata.isPending ? (
        <div className="grid gap-2 sm:grid-cols-2" aria-label="Loading categories">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : metadata.isError ? (
        <LoadErrorAlert
          title="Could not load categories"
          message={metadata.error.message}
          onRetry={() => void metadata.refetch()}
          retrying={metadata.isFetching}
        />
      ) : (
        <CategoryList
          byCategory={step.byCategory}
          selected={step.selected}
          saving={saving}
          onSelectedChange={step.setSelected}
        />
      )}

      <div className="flex items-center gap-2">
        <input
          id={`${id}-emails`}
          type="checkbox"
          checked={step.subscribeToEmails}
          aria-disabled={saving || undefined}
          onChange={(event) => {
            if (!saving) step.setSubscribeToEmails(event.target.checked);
          }}
          className="size-4 accent-primary"
        />
        <label htmlFor={`${id}-emails`} className="text-sm">
          Subscribe to our email list
        </label>
      </div>

      <Button
        type="button"
        className="w-full"
        // Disabled until the categories load (it never had focus then); while saving it keeps the
        // focus it was pressed with, so only aria-disabled.
        disabled={!metadata.isSuccess}
        busy={saving}
        onClick={() => void step.confirm()}
      >
        Meet your home feed
      </Button>
    </div>
  );
}
