import { useEffect, useState } from 'react';
import type { ImageCache } from '@/lib/image-cache';

// The IndexedDB cache (idb and its helpers, ~4 KB gzip) loads with the first logo, after the
// page's first render, so the landing's initial JS does not carry it (ADR 044).
const loadImageCache = () => import('@/lib/image-cache').then((module) => module.getImageCache());

export type ImageLoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

export type CachedImage = {
  status: ImageLoadStatus;
  /** What to put in <img src>: a blob: URL from the cache or the original URL. */
  src: string | null;
  /** Call from <img onLoad>/<img onError>: the browser decides whether the bytes decode. */
  onLoad: () => void;
  onError: () => void;
};

type State = { url: string | null; src: string | null; status: ImageLoadStatus };

/** Spec section 4 "Image load": idle → loading → loaded | error, via the IndexedDB image cache. */
export function useCachedImage(url: string | null | undefined): CachedImage {
  const target = url ?? null;
  const [state, setState] = useState<State>({ url: null, src: null, status: 'idle' });

  useEffect(() => {
    if (!target) return;
    let active = true;
    let acquiredFrom: ImageCache | null = null;
    void loadImageCache().then((cache) => {
      if (!active) return;
      acquiredFrom = cache;
      return cache.acquire(target).then((src) => {
        // Unmounted or the URL changed while loading: hand the object URL straight back.
        if (!active) {
          cache.release(target);
          return;
        }
        // null: the host is unreachable (offline), so the placeholder shows without a request.
        setState({ url: target, src, status: src === null ? 'error' : 'loading' });
      });
    });
    return () => {
      active = false;
      acquiredFrom?.release(target);
    };
  }, [target]);

  const current: State = !target
    ? { url: null, src: null, status: 'error' }
    : state.url === target
      ? state
      : { url: target, src: null, status: 'loading' };

  return {
    status: current.status,
    src: current.src,
    onLoad: () => setState((s) => (s.url === target ? { ...s, status: 'loaded' } : s)),
    onError: () => setState((s) => (s.url === target ? { ...s, status: 'error' } : s)),
  };
}
