import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { Badge } from './badge';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export type MultiSelectOption = { value: string; label: string };

type MultiSelectProps = {
  /** Visible trigger text and the accessible name of the list, e.g. 'Categories'. */
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  searchPlaceholder?: string;
  emptyText?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A popover list of checkable options with a search box. Focus stays in the search box while the
 * arrow keys move the active option (aria-activedescendant), so typing and choosing never fight.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  searchPlaceholder = 'Search…',
  emptyText = 'No results found.',
  disabled = false,
  className,
}: MultiSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const selected = useMemo(() => new Set(value), [value]);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, query]);

  const toggle = (optionValue: string) => {
    onChange(
      selected.has(optionValue) ? value.filter((v) => v !== optionValue) : [...value, optionValue],
    );
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery('');
      setActiveIndex(0);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((i) => Math.min(i + 1, visible.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActiveIndex(Math.max(visible.length - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = visible[activeIndex];
      if (option) toggle(option.value);
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOption = visible[activeIndex];

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          disabled={disabled}
          aria-label={value.length > 0 ? `${label}, ${value.length} selected` : label}
          className={cn('justify-between font-normal', className)}
        >
          <span className="truncate">{label}</span>
          {value.length > 0 ? (
            <Badge
              variant="secondary"
              className="rounded-sm px-1.5 tabular-nums"
              aria-hidden="true"
            >
              {value.length}
            </Badge>
          ) : null}
          <ChevronDownIcon aria-hidden="true" className="ml-auto opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64 p-0" aria-label={label}>
        <div className="border-b p-2">
          <input
            type="search"
            role="combobox"
            aria-label={`Search ${label.toLowerCase()}`}
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
            aria-autocomplete="list"
            placeholder={searchPlaceholder}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onKeyDown}
            className="h-8 w-full rounded-md bg-transparent px-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
          />
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          className="max-h-64 overflow-y-auto p-1"
        >
          {visible.length === 0 ? (
            <li role="presentation" className="px-2 py-6 text-center text-sm text-muted-foreground">
              {emptyText}
            </li>
          ) : (
            visible.map((option, index) => {
              const isSelected = selected.has(option.value);
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActiveIndex(index)}
                  onClick={() => toggle(option.value)}
                  className={cn(
                    'flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === activeIndex && 'bg-accent text-accent-foreground',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-4 items-center justify-center rounded-[4px] border border-input',
                      isSelected && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {isSelected ? <CheckIcon className="size-3" /> : null}
                  </span>
                  <span className="truncate">{option.label}</span>
                </li>
              );
            })
          )}
        </ul>
        {value.length > 0 ? (
          <div className="border-t p-1">
            <Button variant="ghost" size="sm" className="w-full" onClick={() => onChange([])}>
              Clear selection
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
