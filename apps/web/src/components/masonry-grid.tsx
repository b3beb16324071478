import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// A masonry layout that keeps the DOM order equal to the list order, so keyboard focus and
// screen readers follow the feed's priority order. CSS columns would reorder the reading order
// (down the first column first) and reshuffle every card when a page is appended.
//
// How: a CSS grid with 4px implicit rows; each item measures its own height and spans as many
// rows as it needs. Grid auto-placement then puts each card into the next free slot. The number of
// columns follows the width of the container (container queries), not the viewport, so the grid
// adapts when a side panel takes room next to it. Narrow containers get a plain one-column stack.

const ROW_PX = 4;
const GAP_PX = 16;

function MasonryItem({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  const [span, setSpan] = useState<number | null>(null);

  useLayoutEffect(() => {
    const content = ref.current?.firstElementChild;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const height = content.getBoundingClientRect().height;
      setSpan(Math.ceil((height + GAP_PX) / ROW_PX));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <li ref={ref} style={span === null ? undefined : { gridRowEnd: `span ${span}` }}>
      <div className="flex flex-col">{children}</div>
    </li>
  );
}

type MasonryGridProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list, e.g. 'Daily feeds'. */
  label: string;
  className?: string;
};

export function MasonryGrid<T>({
  items,
  getKey,
  renderItem,
  label,
  className,
}: MasonryGridProps<T>) {
  return (
    <div className={cn('@container', className)}>
      <ul
        aria-label={label}
        className="flex flex-col gap-4 @2xl:grid @2xl:auto-rows-[4px] @2xl:grid-cols-2 @2xl:items-start @2xl:gap-x-4 @2xl:gap-y-0 @4xl:grid-cols-3"
      >
        {items.map((item, index) => (
          <MasonryItem key={getKey(item)}>{renderItem(item, index)}</MasonryItem>
        ))}
      </ul>
    </div>
  );
}
