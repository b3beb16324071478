// The public pages the web build pre-rendered (apps/web scripts/prerender.ts): path → file under
// the web app's dist, read once at start. A page is sent instead of the bare app shell for its
// exact path, so its text paints before the scripts run (docs/decisions/044-landing-paint.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = 'prerendered';

export function readPrerenderedPages(distDir: string): Map<string, string> {
  const listFile = path.join(distDir, DIR, 'pages.json');
  if (!existsSync(listFile)) return new Map();
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(list)
      .map(([pagePath, file]) => [pagePath, path.posix.join(DIR, file)] as const)
      .filter(([, file]) => existsSync(path.join(distDir, file))),
  );
}

/** The pre-rendered file for a request path (query already removed), or undefined. */
export function prerenderedPageFor(pages: Map<string, string>, url: string): string | undefined {
  const pagePath = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  return pages.get(pagePath);
}
