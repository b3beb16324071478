import {
  CLEANUP_RATIO,
  FETCH_TIMEOUT_MS,
  IMAGE_DB_NAME,
  MAX_IMAGE_AGE_MS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
} from './constants';
import { openImageStore, type ImageStore } from './image-store';

export type ImageCacheOptions = {
  dbName?: string;
  fetch?: typeof fetch;
  now?: () => number;
  createObjectUrl?: (blob: Blob) => string;
  revokeObjectUrl?: (url: string) => void;
};

export type ImageCache = {
  /**
   * Resolves to a URL an <img> can show: an object URL of the cached blob, or the original URL
   * when caching is impossible (no IndexedDB, HTTP error, not an image, too large). Resolves to
   * null when the image's host cannot be reached (offline): show the placeholder. Pair every
   * call with `release`.
   */
  acquire(url: string): Promise<string | null>;
  /** Drops one use of `url`; the object URL is revoked when nobody shows it any more. */
  release(url: string): void;
  /** Whether `url` failed before in this session (it is then used raw). */
  hasFailed(url: string): boolean;
  clear(): Promise<void>;
};

class ImageFetchError extends Error {}
/** No answer at all (offline, DNS failure, time-out): retrying other URLs of the host is futile. */
class HostUnreachableError extends Error {}

function hostOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).host;
  } catch {
    return '';
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function createImageCache(options: ImageCacheOptions = {}): ImageCache {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const createObjectUrl = options.createObjectUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revokeObjectUrl = options.revokeObjectUrl ?? ((url: string) => URL.revokeObjectURL(url));
  const store: ImageStore | null =
    typeof indexedDB === 'undefined' ? null : openImageStore(options.dbName ?? IMAGE_DB_NAME);

  // Remembered per session only: a URL that failed once is not retried until the next visit.
  const failed = new Set<string>();
  const live = new Map<string, { objectUrl: string; uses: number }>();
  const pending = new Map<string, Promise<Blob | null>>();
  // Every failed request writes an error to the browser console, so when a host does not answer
  // (offline, no DNS) we learn it from one request and show placeholders for the rest instead
  // of sending them all: the first request to a host runs alone, the others wait for it.
  const unreachableHosts = new Set<string>();
  const reachableHosts = new Set<string>();
  const hostProbes = new Map<string, Promise<unknown>>();

  async function ensureReachable(host: string): Promise<void> {
    if (isOffline()) throw new HostUnreachableError('offline');
    while (!reachableHosts.has(host)) {
      if (unreachableHosts.has(host)) throw new HostUnreachableError(host);
      const probe = hostProbes.get(host);
      if (!probe) return;
      await probe.catch(() => {});
    }
  }

  async function download(url: string): Promise<Blob> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
    try {
      let response: Response;
      try {
        response = await doFetch(url, { signal: controller.signal, mode: 'cors' });
      } catch {
        throw new HostUnreachableError(url);
      }
      if (!response.ok) throw new ImageFetchError(`HTTP ${response.status}`);
      const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (!mimeType.startsWith('image/')) throw new ImageFetchError('not an image');
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > MAX_IMAGE_BYTES) throw new ImageFetchError('too large');
      const blob = await response.blob();
      if (blob.size > MAX_IMAGE_BYTES) throw new ImageFetchError('too large');
      return blob.type ? blob : new Blob([blob], { type: mimeType });
    } finally {
      clearTimeout(timer);
    }
  }

  async function makeRoom(db: ImageStore): Promise<void> {
    const threshold = Math.floor(MAX_IMAGES * CLEANUP_RATIO);
    let count = await db.count();
    if (count < threshold) return;
    count -= await db.deleteOlderThan(now() - MAX_IMAGE_AGE_MS);
    // Oldest first, until the new image fits under the threshold again.
    if (count >= threshold) await db.deleteOldest(count - threshold + 1);
  }

  async function loadBlob(url: string): Promise<Blob | null> {
    if (!store) return null;
    const cached = await store.get(url);
    if (cached && now() - cached.timestamp < MAX_IMAGE_AGE_MS) return cached.blob;
    if (cached) await store.delete(url);
    const host = hostOf(url);
    await ensureReachable(host);
    const probe = reachableHosts.has(host) ? null : download(url);
    if (probe) hostProbes.set(host, probe);
    let blob: Blob;
    try {
      blob = await (probe ?? download(url));
      reachableHosts.add(host);
    } catch (error) {
      if (error instanceof HostUnreachableError) unreachableHosts.add(host);
      else reachableHosts.add(host);
      throw error;
    } finally {
      if (probe && hostProbes.get(host) === probe) hostProbes.delete(host);
    }
    await makeRoom(store);
    await store.put({
      id: url,
      originalUrl: url,
      blob,
      timestamp: now(),
      size: blob.size,
      mimeType: blob.type,
    });
    return blob;
  }

  return {
    async acquire(url) {
      const existing = live.get(url);
      if (existing) {
        existing.uses += 1;
        return existing.objectUrl;
      }
      if (failed.has(url) || !store) return url;
      let request = pending.get(url);
      if (!request) {
        request = loadBlob(url).finally(() => pending.delete(url));
        pending.set(url, request);
      }
      let blob: Blob | null;
      try {
        blob = await request;
      } catch (error) {
        if (error instanceof HostUnreachableError) return null;
        failed.add(url);
        return url;
      }
      if (!blob) return url;
      // Another caller may have created the object URL while we awaited.
      const again = live.get(url);
      if (again) {
        again.uses += 1;
        return again.objectUrl;
      }
      const objectUrl = createObjectUrl(blob);
      live.set(url, { objectUrl, uses: 1 });
      return objectUrl;
    },
    release(url) {
      const entry = live.get(url);
      if (!entry) return;
      entry.uses -= 1;
      if (entry.uses <= 0) {
        live.delete(url);
        revokeObjectUrl(entry.objectUrl);
      }
    },
    hasFailed(url) {
      return failed.has(url);
    },
    async clear() {
      for (const entry of live.values()) revokeObjectUrl(entry.objectUrl);
      live.clear();
      failed.clear();
      unreachableHosts.clear();
      reachableHosts.clear();
      await store?.clear();
    },
  };
}
