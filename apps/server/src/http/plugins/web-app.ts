// Serves the built React app: static assets with long caching, index.html for client routes,
// each as the brotli or gzip copy the build wrote when the client accepts it; public pages the
// build pre-rendered are sent as their own HTML (prerendered-pages.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { prerenderedPageFor, readPrerenderedPages } from './prerendered-pages';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` to serve it');
    return;
  }
  const prerendered = readPrerenderedPages(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web vite.config.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed asset names change with their content; every other file (the app shell, the
      // favicon) is checked with the server on each use, so a deploy shows at once.
      res.header(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // Client-side routes (anything that is not /api and not a file) get the app shell.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.callNotFound();
    }
    const candidate = path.join(distDir, path.normalize(url));
    if (candidate.startsWith(distDir) && path.extname(url) && existsSync(candidate)) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    if (path.extname(url)) return reply.callNotFound();
    // A public page pre-rendered at build time, else the bare app shell.
    return reply.sendFile(prerenderedPageFor(prerendered, url) ?? 'index.html');
  });
}
