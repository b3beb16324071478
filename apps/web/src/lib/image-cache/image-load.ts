import { CLEANUP_RATIO, MAX_IMAGE_AGE_MS, MAX_IMAGES } from './constants';
import { downloadFromHost, hostOf, type HostProbes } from './host-probes';
import { downloadImage } from './image-download';
import type { ImageStore } from './image-store';

/** What loading an image needs besides the store. */
export interface ImageLoading {
  fetch: typeof fetch;
  now: () => number;
  hosts: HostProbes;
}

/** The image from the store while fresh, else downloaded and stored (making room first). */
export async function loadImage(
  loading: ImageLoading,
  store: ImageStore,
  url: string,
): Promise<Blob> {
  const { now } = loading;
  const cached = await store.get(url);
  if (cached && now() - cached.timestamp < MAX_IMAGE_AGE_MS) return cached.blob;
  if (cached) await store.delete(url);
  const blob = await downloadFromHost(loading.hosts, hostOf(url), () =>
    downloadImage(loading.fetch, url),
  );
  await makeRoom(store, now);
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

async function makeRoom(store: ImageStore, now: () => number): Promise<void> {
  const threshold = Math.floor(MAX_IMAGES * CLEANUP_RATIO);
  let count = await store.count();
  if (count < threshold) return;
  count -= await store.deleteOlderThan(now() - MAX_IMAGE_AGE_MS);
  // Oldest first, until the new image fits under the threshold again.
  if (count >= threshold) await store.deleteOldest(count - threshold + 1);
}
