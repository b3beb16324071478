import { BookmarkCheckIcon, BookmarkPlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSavedSearches, useSaveSearch } from '@/hooks/use-saved-searches';
import { isKeywordSetSaved } from '@/lib/keywords';

/**
 * Save the search on screen (spec sections 2 and 4): allowed only when the same keyword set is
 * not saved yet; otherwise the button reads 'Saved' and is disabled.
 */
export function SaveSearchButton({ keywords }: { keywords: readonly string[] }) {
  const saved = useSavedSearches();
  const save = useSaveSearch();
  const alreadySaved = saved.data !== undefined && isKeywordSetSaved(saved.data, keywords);
  // Until the saved list is known a click could save a duplicate; wait for it.
  const disabled = alreadySaved || saved.isPending || save.isPending;

  return (
    <Button variant="outline" size="sm" disabled={disabled} onClick={() => save.mutate(keywords)}>
      {alreadySaved ? (
        <BookmarkCheckIcon aria-hidden="true" />
      ) : (
        <BookmarkPlusIcon aria-hidden="true" />
      )}
      {alreadySaved ? 'Saved' : save.isPending ? 'Saving...' : 'Save'}
    </Button>
  );
}
