import type { ReactNode } from 'react';

/** A list with nothing to show: why, centred, and what the reader can do about it (if anything). */
export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}
