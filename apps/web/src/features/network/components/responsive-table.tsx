// The contact tables' shared layout: from 768px a table; narrower, each row is a card whose cells
// carry their column name as a label (data-label). Explicit roles keep it a table for assistive
// technology either way.

/** A cell: label and value side by side on a card, a plain table cell from 768px. */
export const cellClass =
  'flex gap-3 py-1 md:table-cell md:px-3 md:py-2 before:w-20 before:shrink-0 before:pt-px before:text-xs before:text-muted-foreground before:content-[attr(data-label)] md:before:content-none';

/** A row: a bordered card, a table row from 768px. */
export const rowClass =
  'block rounded-lg border p-3 align-top md:table-row md:rounded-none md:border-0 md:border-t md:p-0';

/** The column names: read by screen readers always, shown from 768px. */
export function ResponsiveTableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="sr-only bg-muted/50 text-left text-xs text-muted-foreground uppercase md:not-sr-only md:table-header-group">
      <tr role="row">
        {columns.map((h) => (
          <th key={h} role="columnheader" scope="col" className="px-3 py-2 font-medium">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
