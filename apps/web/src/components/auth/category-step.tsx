import { useQuery } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaveSubscriptions } from '@/hooks/use-project-subscription';
import { projectsMetadataQueryOptions } from '@/hooks/use-projects-metadata';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { categoryState, fullySelectedCategories, toggleCategory } from '@/lib/category-selection';

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
  const metadata = useQuery(projectsMetadataQueryOptions());
  // The shared save also drops the personal feed's cached pages, built from the old list.
  const subscriptions = useSaveSubscriptions();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [subscribeToEmails, setSubscribeToEmails] = useState(false);
  const [saving, setSaving] = useState(false);
  const byCategory = metadata.data?.projects_by_category ?? {};
  const categories = Object.keys(byCategory).sort((a, b) => a.localeCompare(b));

  const confirm = async () => {
    if (saving || !metadata.isSuccess) return;
    if (fullySelectedCategories(byCategory, selected).length === 0) {
      toast.error('No categories selected', {
        description: 'Please select at least one category to continue',
      });
      return;
    }
    setSaving(true);
    onBusyChange(true);
    try {
      await subscriptions.save([...selected].sort());
      if (subscribeToEmails) {
        // The spec's default frequency; Settings can change it later.
        await subscriptions.mutateAsync({ subscribedToEmails: true, emailFrequency: 'weekly' });
      }
      onDone();
    } catch (error) {
      // 401/403 have their own shared handler ('Session Expired'); one message is enough.
      if (error instanceof ApiError && error.isAuthError) return;
      toast.error('Failed to update preferences', {
        description: 'There was an error updating your preferences. Please try again.',
      });
    } finally {
      setSaving(false);
      onBusyChange(false);
    }
  };

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
        <ul
          className="grid max-h-[45dvh] grid-cols-1 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2"
          role="list"
          aria-label="Categories"
        >
          {categories.map((category) => {
            const projects = byCategory[category] ?? [];
            const checked = categoryState(selected, projects) === 'all';
            return (
              <li key={category} className="min-w-0">
                <button
                  type="button"
                  aria-pressed={checked}
                  // aria-disabled rather than disabled: keyboard focus stays put while saving.
                  aria-disabled={saving || undefined}
                  onClick={() => {
                    if (!saving) setSelected((current) => toggleCategory(current, projects));
                  }}
                  className={cn(
                    'flex h-full w-full items-start gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-60',
                    checked && 'border-primary bg-primary/5',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border',
                      checked && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {checked ? <CheckIcon className="size-3" /> : null}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium">{category}</span>
                    <span className="block text-xs text-muted-foreground">
                      {projects.length === 1 ? '1 project' : `${projects.length} projects`}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex items-center gap-2">
        <input
          id={`${id}-emails`}
          type="checkbox"
          checked={subscribeToEmails}
          aria-disabled={saving || undefined}
          onChange={(event) => {
            if (!saving) setSubscribeToEmails(event.target.checked);
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
        onClick={() => void confirm()}
      >
        Meet your home feed
      </Button>
    </div>
  );
}
