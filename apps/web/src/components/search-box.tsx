import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type SearchBoxProps = {
  /** The accessible name; also the placeholder unless one is given. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A search field with a magnifier, filtering a list already on screen as the reader types. */
export function SearchBox({
  label,
  placeholder = label,
  value,
  onChange,
  className,
}: SearchBoxProps) {
  return (
    <div role="search" className={cn('relative', className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
