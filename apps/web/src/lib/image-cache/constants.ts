/** Browser image cache limits (spec section 9). */
export const IMAGE_DB_NAME = 'image-cache';
export const IMAGE_DB_VERSION = 1;
export const IMAGE_STORE = 'images';
export const MAX_IMAGES = 100;
export const MAX_IMAGE_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Clean-up runs when the store holds this share of MAX_IMAGES. */
export const CLEANUP_RATIO = 0.8;
export const FETCH_TIMEOUT_MS = 30_000;
