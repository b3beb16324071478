import type { ReactNode } from 'react';

/** A titled block of the report; `empty` is shown instead of the children when there is nothing. */
export function ReportSection({
  title,
  isEmpty = false,
  empty,
  children,
}: {
  title: string;
  isEmpty?: boolean;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {isEmpty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}
    </section>
  );
}

/** A plain bulleted list of sentences. */
export function SentenceList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
