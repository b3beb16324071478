import { SearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { KeywordChipsInput } from '@/components/keywords/keyword-chips-input';
import { useKeywordInput } from '@/components/keywords/use-keyword-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type SearchFormProps = {
  /** The keywords of the current search (from ?q=); the chips start from them. */
  initialKeywords: readonly string[];
  onSearch: (keywords: readonly string[]) => void;
  searching: boolean;
};

/** Keyword chips and Search (spec section 5: disabled with no keywords or while loading). */
export function SearchForm({ initialKeywords, onSearch, searching }: SearchFormProps) {
  const input = useKeywordInput(initialKeywords);
  const canSearch = input.pending.length > 0 && !searching;
  const search = () => {
    if (canSearch) onSearch(input.pending);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  return (
    <form
      role="search"
      aria-label="Search feeds"
      onSubmit={onSubmit}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <KeywordChipsInput
        state={input}
        label="Search keywords"
        onSubmit={search}
        className="sm:flex-1"
      />
      <Button
        type="submit"
        disabled={!canSearch}
        className="sm:w-auto"
        aria-busy={searching || undefined}
      >
        {searching ? (
          <Spinner className="size-4 text-current" decorative />
        ) : (
          <SearchIcon aria-hidden="true" />
        )}
        Search
      </Button>
    </form>
  );
}
