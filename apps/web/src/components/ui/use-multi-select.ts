import { useId, useMemo, useState, type KeyboardEvent } from 'react';

export type MultiSelectOption = { value: string; label: string };

/**
 * The multi-select's state: open, the search text, the active option. ArrowUp/ArrowDown,
 * Home/End move the active option; Enter checks or unchecks it.
 */
export function useMultiSelect(
  options: readonly MultiSelectOption[],
  value: readonly string[],
  onChange: (next: string[]) => void,
) {
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

  const search = (text: string) => {
    setQuery(text);
    setActiveIndex(0);
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

  return {
    ...{ id, open, onOpenChange, query, search, onKeyDown },
    ...{ visible, selected, activeIndex, setActiveIndex, toggle },
  };
}
