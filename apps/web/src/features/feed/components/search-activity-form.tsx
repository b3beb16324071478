import { SearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { KeywordChipsInput } from '@/components/keywords/keyword-chips-input';
import { useKeywordInput } from '@/components/keywords/use-keyword-input';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useStartSearch } from '../hooks/use-start-search';

/** Keywords plus 'Search': the sidebar panel on wide screens, the bottom bar on phones. */
export function SearchActivityForm({ layout }: { layout: 'panel' | 'bar' }) {
  const input = useKeywordInput();
  const startSearch = useStartSearch();
  const search = () => startSearch(input.pending);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  return (
    <form
      role="search"
      aria-label="Search feeds"
      onSubmit={onSubmit}
      className={cn('flex gap-2', layout === 'panel' ? 'flex-col' : 'items-start')}
    >
      <KeywordChipsInput
        state={input}
        label="Search keywords"
        onSubmit={search}
        className={layout === 'bar' ? 'max-h-24 flex-1 overflow-y-auto' : undefined}
      />
      <Button
        type="submit"
        disabled={input.pending.length === 0}
        className={layout === 'bar' ? 'px-3' : undefined}
      >
        <SearchIcon aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
