import { LogInIcon } from 'lucide-react';
import { SavedSearchList } from '@/components/keywords/saved-search-list';
import { Button } from '@/components/ui/button';
import { useSavedSearches } from '@/hooks/use-saved-searches';
import { useSession } from '@/hooks/use-session';
import { useSignInDialog } from '@/hooks/use-sign-in-dialog';
import { cn } from '@/lib/cn';

export const LOGIN_TO_SAVE_TEXT = 'Login to save searches.';

function SignedInList({ activeKeywords }: { activeKeywords: readonly string[] }) {
  const { data, isPending, error } = useSavedSearches();
  return (
    <SavedSearchList
      searches={data}
      isPending={isPending}
      error={error}
      activeKeywords={activeKeywords}
      // On phones the panel sits above the search: a long list scrolls instead of pushing it away.
      className="max-h-48 overflow-y-auto lg:max-h-none"
    />
  );
}

/**
 * Saved searches beside the results (spec section 2: right on desktop, on top on phones). Opening
 * one goes to its /search?q=… address, which loads it.
 */
export function SavedSearchesPanel({
  activeKeywords,
  className,
}: {
  activeKeywords: readonly string[];
  className?: string;
}) {
  const session = useSession();
  const signInDialog = useSignInDialog();
  return (
    <aside
      aria-labelledby="saved-searches-title"
      className={cn(
        'space-y-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs',
        className,
      )}
    >
      <h2 id="saved-searches-title" className="font-semibold">
        Saved Searches
      </h2>
      {session.status === 'authenticated' ? (
        <SignedInList activeKeywords={activeKeywords} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">{LOGIN_TO_SAVE_TEXT}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => signInDialog.open({ mode: 'signin' })}
            disabled={session.status === 'loading'}
          >
            <LogInIcon aria-hidden="true" />
            Sign in
          </Button>
        </div>
      )}
    </aside>
  );
}
