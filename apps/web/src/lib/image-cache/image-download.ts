import { FETCH_TIMEOUT_MS, MAX_IMAGE_BYTES } from './constants';

/** The host answered, but not with a cacheable image: the URL is then used raw. */
export class ImageFetchError extends Error {}
/** No answer at all (offline, DNS failure, time-out): retrying other URLs of the host is futile. */
export class HostUnreachableError extends Error {}

/** One image, within the time-out and size limit, typed from its Content-Type when needed. */
export async function downloadImage(doFetch: typeof fetch, url: string): Promise<Blob> {
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
