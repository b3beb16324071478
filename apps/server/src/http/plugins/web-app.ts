// Serves the built React app: static assets with long caching, index.html for client routes,
// each as the brotli or gzip copy the build wrote when the client accepts it; for a page request
// the snapshot the build pre-rendered, when there is one for it (prerendered-pages.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readPublicFeeds } from '../public-feeds';
import { sendPublicAnswer, type KeptAnswerHeaders } from '../public-answer';
import { livePageRenderer, type LivePageRenderer } from './live-pages';
import { prerenderedPageFor, readPrerenderedPages, type PageAnswer } from './prerendered-pages';

/** A page's HTML, as the static ones: checked with the server on each use. */
const HTML_PAGE: KeptAnswerHeaders = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
};

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` to serve it');
    return;
  }
  const prerendered = readPrerenderedPages(distDir);
  const renderLive = livePageRenderer(distDir, prerendered);
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
    // A page pre-rendered at build time (or the 404's), else the bare app shell.
    const page = prerenderedPageFor(prerendered, {
      path: url,
      hasQuery: request.url.includes('?'),
      cookie: request.headers.cookie,
    });
    if (!page) return reply.sendFile('index.html');
    // Which snapshot a path gets may depend on the session and sidebar cookies.
    if (page.variesByCookie) reply.header('Vary', 'Cookie');
    if (page.livePath && renderLive) {
      if (await sendLivePage(app, request, reply, page.livePath, renderLive)) return reply;
    }
    return reply.code(page.status).sendFile(page.file);
  });
}

/**
 * Sends the page rendered with the public feeds, kept with the public answers until the pipeline's
 * next change notice (ADR 043). False, for the build's snapshot to be sent instead, while answers
 * cannot be kept (a render per request would cost ~100 ms of CPU) or if rendering failed.
 */
async function sendLivePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  livePath: NonNullable<PageAnswer['livePath']>,
  render: LivePageRenderer,
): Promise<boolean> {
  if (!app.deps.publicAnswers.keeping) return false;
  try {
    // Not its value: a reply is thenable, and awaiting it gives undefined once it has gone out.
    await sendPublicAnswer(
      app,
      request,
      reply,
      `page ${livePath}`,
      async () => {
        const feeds = await readPublicFeeds(app.deps.db);
        return Buffer.from(await render(livePath, { feeds }));
      },
      HTML_PAGE,
    );
    return true;
  } catch (error) {
    request.log.error(
      { err: error, page: livePath },
      'rendering the page failed; sent its snapshot',
    );
    return false;
  }
}
