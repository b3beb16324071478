import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type BookmarkSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** The client-side search box of the bookmarks page ('Search bookmarks'). */
export function BookmarkSearchBox({ value, onChange, className }: BookmarkSearchBoxProps) {
  return (
    <div role="search" className={cn('relative', className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label="Search bookmarks"
        placeholder="Search bookmarks"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
