import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the section the address names (`#alerts`, the link of the paused-rule e-mail) into view
 * and moves focus to it, once `ready` says its content is on screen: the browser's own jump runs
 * before this page has rendered anything.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash === '' || done.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, ready]);
}
