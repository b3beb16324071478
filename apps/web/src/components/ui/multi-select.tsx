import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Badge } from './badge';
import { Button } from './button';
import { MultiSelectList } from './multi-select-list';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { useMultiSelect, type MultiSelectOption } from './use-multi-select';

export type { MultiSelectOption } from './use-multi-select';

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
  const { id, visible, activeIndex, ...select } = useMultiSelect(options, value, onChange);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOption = visible[activeIndex];

  return (
    <Popover open={select.open} onOpenChange={select.onOpenChange}>
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
            value={select.query}
            onChange={(e) => select.search(e.target.value)}
            onKeyDown={select.onKeyDown}
            className="h-8 w-full rounded-md bg-transparent px-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
          />
        </div>
        <MultiSelectList
          listId={listId}
          optionId={optionId}
          label={label}
          visible={visible}
          selected={select.selected}
          activeIndex={activeIndex}
          emptyText={emptyText}
          onActivate={select.setActiveIndex}
          onToggle={select.toggle}
        />
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
