// Answers travel compressed: API answers above the threshold by the client's preferred encoding,
// the web app's files as the brotli or gzip copy written at build time, never for a client that
// accepts neither, and always with `Vary: Accept-Encoding` so a shared cache keeps them apart.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/http/plugins/compression';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';

let t: TestApp;
const script = `console.log(${JSON.stringify('gitsignals '.repeat(400))});\n`;

/** A built app as vite writes it: index.html and an asset, each with its .br and .gz copies. */
function builtApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gitsignals-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const html = `<!doctype html><html><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;
  for (const [file, text] of [
    ['index.html', html],
    [path.join('assets', 'index-abc123.js'), script],
  ] as const) {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  return dist;
}

beforeAll(async () => {
  t = await createTestApp({ webDistDir: builtApp() });
  // Enough projects that the public list is well above the threshold.
  await seedFeed(
    t.handle,
    Array.from({ length: 30 }, (_, i) => registryProject(`project${i}`)),
    [],
  );
});
afterAll(async () => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('API answers', () => {
  it('are brotli-compressed above the threshold when the client accepts brotli, and decode to the same JSON', async () => {
    const plain = await get('/api/projects', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get('/api/projects', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('fall back to gzip for a client without brotli', async () => {
    const gz = await get('/api/projects', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(
      (await get('/api/projects')).json(),
    );
  });

  it('stay as they are below the threshold', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('the web app', () => {
  it('serves an asset as its brotli copy from the build, typed as JavaScript, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('serves the gzip copy to a gzip-only client and the file itself to a client that accepts neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.payload).toBe(script);
  });

  it('serves a client route the compressed app shell, never cached as a file', async () => {
    const res = await get('/signals', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});
