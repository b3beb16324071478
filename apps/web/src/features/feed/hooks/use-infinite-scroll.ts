import { useEffect, useRef } from 'react';

/** Spec section 9: infinite scroll triggers at 10% visibility with a 100px margin. */
export const INFINITE_SCROLL_THRESHOLD = 0.1;
export const INFINITE_SCROLL_ROOT_MARGIN = '100px';

type InfiniteScrollOptions = {
  /** Only while true does reaching the sentinel load more (hasMore and nothing loading). */
  enabled: boolean;
  onLoadMore: () => void;
};

/**
 * Returns a ref for a sentinel element placed after the list; when it comes into view the next
 * page loads. The observer is recreated whenever `enabled` flips, because an observer reports only
 * changes: if the sentinel is still in view after a short page loaded, the fresh observer's first
 * report asks for the next page straight away instead of waiting for a scroll that never comes.
 */
export function useInfiniteScroll<T extends Element>({
  enabled,
  onLoadMore,
}: InfiniteScrollOptions) {
  const sentinelRef = useRef<T>(null);
  const onLoadMoreRef = useRef(onLoadMore);

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD, rootMargin: INFINITE_SCROLL_ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinelRef;
}
