import { useEffect, useState } from 'react';
import { getImageCache } from '@/lib/image-cache';

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
    const cache = getImageCache();
    let active = true;
    void cache.acquire(target).then((src) => {
      // Unmounted or the URL changed while loading: hand the object URL straight back.
      if (!active) {
        cache.release(target);
        return;
      }
      // null: the host is unreachable (offline), so the placeholder shows without a request.
      setState({ url: target, src, status: src === null ? 'error' : 'loading' });
    });
    return () => {
      active = false;
      cache.release(target);
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
