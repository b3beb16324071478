import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MultiSelectOption } from './use-multi-select';

type MultiSelectListProps = {
  listId: string;
  optionId: (index: number) => string;
  /** The accessible name of the list. */
  label: string;
  visible: readonly MultiSelectOption[];
  selected: ReadonlySet<string>;
  activeIndex: number;
  emptyText: string;
  onActivate: (index: number) => void;
  onToggle: (value: string) => void;
};

/** The multi-select's listbox: a checkable option per visible choice, or the empty text. */
export function MultiSelectList(props: MultiSelectListProps) {
  const { listId, optionId, label, visible, selected, activeIndex } = props;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      aria-multiselectable="true"
      className="max-h-64 overflow-y-auto p-1"
    >
      {visible.length === 0 ? (
        <li role="presentation" className="px-2 py-6 text-center text-sm text-muted-foreground">
          {props.emptyText}
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
              onMouseMove={() => props.onActivate(index)}
              onClick={() => props.onToggle(option.value)}
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
  );
}
