import { createImageCache, type ImageCache } from './image-cache';

export { createImageCache, type ImageCache } from './image-cache';
export * from './constants';

let shared: ImageCache | null = null;

/** The one cache the app uses; created on first use so tests and SSR-free imports stay cheap. */
export function getImageCache(): ImageCache {
  shared ??= createImageCache();
  return shared;
}
