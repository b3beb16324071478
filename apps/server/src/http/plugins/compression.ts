// Compresses answers above ~1 KB (brotli or gzip, as the client accepts) with `Vary:
// Accept-Encoding`. The web app's files are compressed once at build time and served as they are
// (web-app.ts, `preCompressed`): an answer that already has a Content-Encoding is left alone.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';

/** Below this many bytes the headers and the CPU cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) suits build time, not a request: 4 compresses a feed page
    // about as well as gzip -9 at a fraction of the CPU.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
