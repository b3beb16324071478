// The browser's image cache: images kept in IndexedDB (image-store.ts) and shown through object
// URLs counted per use. The cache is plain state; acquire, release and clear are functions over
// it, and loading (image-load.ts) and host probing (host-probes.ts) live in their own modules.
import { IMAGE_DB_NAME } from './constants';
import { newHostProbes } from './host-probes';
import { HostUnreachableError } from './image-download';
import { loadImage, type ImageLoading } from './image-load';
import { openImageStore, type ImageStore } from './image-store';

export type ImageCacheOptions = {
  dbName?: string;
  fetch?: typeof fetch;
  now?: () => number;
  createObjectUrl?: (blob: Blob) => string;
  revokeObjectUrl?: (url: string) => void;
  /** Runs `run` after `ms` (default setTimeout); answers how to cancel it. */
  later?: (run: () => void, ms: number) => () => void;
};

/**
 * An object URL nobody shows any more is revoked this long after its last release, not at once:
 * an <img> React is replacing (a re-render, a list re-ordered by the keyboard) may still be
 * loading it, and the browser then logs ERR_FILE_NOT_FOUND for the revoked blob. A new acquire
 * meanwhile takes the same URL back.
 */
export const REVOKE_AFTER_MS = 10_000;

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

interface ImageCacheState extends ImageLoading {
  /** Null without IndexedDB: every URL is then used raw. */
  store: ImageStore | null;
  createObjectUrl: (blob: Blob) => string;
  revokeObjectUrl: (url: string) => void;
  later: (run: () => void, ms: number) => () => void;
  /** Remembered per session only: a URL that failed once is not retried until the next visit. */
  failed: Set<string>;
  /**
   * Object URLs on screen, with how many callers show each; one with no caller left waits for
   * its revocation (`cancelRevoke`).
   */
  live: Map<string, { objectUrl: string; uses: number; cancelRevoke?: (() => void) | undefined }>;
  /** Loads in flight, shared by every caller of the same URL. */
  pending: Map<string, Promise<Blob>>;
}

export function createImageCache(options: ImageCacheOptions = {}): ImageCache {
  const state: ImageCacheState = {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    now: options.now ?? Date.now,
    createObjectUrl: options.createObjectUrl ?? ((blob: Blob) => URL.createObjectURL(blob)),
    revokeObjectUrl: options.revokeObjectUrl ?? ((url: string) => URL.revokeObjectURL(url)),
    later:
      options.later ??
      ((run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      }),
    store:
      typeof indexedDB === 'undefined' ? null : openImageStore(options.dbName ?? IMAGE_DB_NAME),
    hosts: newHostProbes(),
    failed: new Set(),
    live: new Map(),
    pending: new Map(),
  };
  return {
    acquire: (url) => acquireImage(state, url),
    release: (url) => releaseImage(state, url),
    hasFailed: (url) => state.failed.has(url),
    clear: () => clearImages(state),
  };
}

async function acquireImage(state: ImageCacheState, url: string): Promise<string | null> {
  const shown = sharedObjectUrl(state, url);
  if (shown !== null) return shown;
  const { store, failed, pending } = state;
  if (failed.has(url) || !store) return url;
  let request = pending.get(url);
  if (!request) {
    request = loadImage(state, store, url).finally(() => pending.delete(url));
    pending.set(url, request);
  }
  let blob: Blob;
  try {
    blob = await request;
  } catch (error) {
    if (error instanceof HostUnreachableError) return null;
    failed.add(url);
    return url;
  }
  // Another caller may have created the object URL while we awaited.
  const shownMeanwhile = sharedObjectUrl(state, url);
  if (shownMeanwhile !== null) return shownMeanwhile;
  const objectUrl = state.createObjectUrl(blob);
  state.live.set(url, { objectUrl, uses: 1 });
  return objectUrl;
}

/** The object URL already on screen for `url`, counted one more use; null when there is none. */
function sharedObjectUrl(state: ImageCacheState, url: string): string | null {
  const entry = state.live.get(url);
  if (!entry) return null;
  entry.cancelRevoke?.();
  entry.cancelRevoke = undefined;
  entry.uses += 1;
  return entry.objectUrl;
}

function releaseImage(state: ImageCacheState, url: string): void {
  const entry = state.live.get(url);
  if (!entry) return;
  entry.uses -= 1;
  if (entry.uses > 0 || entry.cancelRevoke) return;
  entry.cancelRevoke = state.later(() => {
    if (state.live.get(url) !== entry || entry.uses > 0) return;
    state.live.delete(url);
    state.revokeObjectUrl(entry.objectUrl);
  }, REVOKE_AFTER_MS);
}

async function clearImages(state: ImageCacheState): Promise<void> {
  for (const entry of state.live.values()) {
    entry.cancelRevoke?.();
    state.revokeObjectUrl(entry.objectUrl);
  }
  state.live.clear();
  state.failed.clear();
  state.hosts.unreachable.clear();
  state.hosts.reachable.clear();
  await state.store?.clear();
}
