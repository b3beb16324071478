import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside its card on a phone instead of widening the page; the
 * region is focusable so keyboard users can scroll it with the arrow keys.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="-mx-1 max-w-full overflow-x-auto rounded-md px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
    </div>
  );
}

export const tableClass = 'w-full min-w-max border-collapse text-sm';
export const headCellClass =
  'border-b px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-muted-foreground';
export const cellClass = 'border-b px-3 py-2 align-top whitespace-nowrap';
export const numberCellClass = `${cellClass} text-right tabular-nums`;
export const numberHeadClass = `${headCellClass} text-right`;

/** A table's header row: its text columns, then its number columns (right-aligned). */
export function TableHead({ text, numbers = [] }: { text: string[]; numbers?: string[] }) {
  return (
    <thead>
      <tr>
        {text.map((label) => (
          <th key={label} scope="col" className={headCellClass}>
            {label}
          </th>
        ))}
        {numbers.map((label) => (
          <th key={label} scope="col" className={numberHeadClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
