// The public pages the web build pre-rendered (apps/web scripts/prerender.ts) and the client's
// route table it wrote beside them, read once at start. For a page request the server picks the
// snapshot a visitor's browser would first render, so text paints before the scripts run
// (docs/decisions/044-landing-paint.md):
// - a pre-rendered page for its exact path (an app-shell page only with the sidebar expanded,
//   a page that reads its query only without one);
// - for a login-only path asked without a session cookie, the page the route guard redirects to
//   (main.tsx then moves the address there, remembering where the visitor was going);
// - for a path no route answers, the 404 page, with status 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = 'prerendered';

type PageEntry = {
  file: string;
  appShell?: boolean;
  withoutQuery?: boolean;
  /** Rendered by the server with the public feeds it has (ADR 053); `file` if it cannot. */
  withPublicFeeds?: boolean;
};
type Manifest = {
  pages: Record<string, PageEntry>;
  notFound?: string;
  routes?: { patterns: string[]; guarded: { pattern: string; redirectTo: string }[] };
  /** The app shell pages are rendered into, in prerendered/. */
  shell?: string;
  /** The page renderer (apps/web src/prerender/render-page.tsx, built), relative to dist. */
  renderer?: string;
};

export type PrerenderedPages = {
  /** Path → its snapshot, the file relative to the web app's dist. */
  pages: Map<string, PageEntry>;
  notFound?: string;
  /** Empty when the build wrote no route table: every unknown path then gets the app shell. */
  routes: RegExp[];
  guarded: { route: RegExp; redirectTo: string }[];
  /** The shell and renderer for pages drawn from live data, both files relative to dist. */
  live?: { shell: string; renderer: string };
};

/**
 * What to send for a page request; `undefined` means the bare app shell (index.html).
 * `livePath`: the page the server renders with live data (ADR 053), `file` being its fallback.
 */
export type PageAnswer = {
  file: string;
  status: 200 | 404;
  variesByCookie: boolean;
  livePath?: string;
};

export type PageRequest = { path: string; hasQuery: boolean; cookie: string | undefined };

const NONE: PrerenderedPages = { pages: new Map(), routes: [], guarded: [] };

/** `/feeds/:feedId` → /^\/feeds\/[^/]+$/ (the only pattern syntax the route table uses). */
export function routePattern(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/') || '/'}$`);
}

export function readPrerenderedPages(distDir: string): PrerenderedPages {
  const listFile = path.join(distDir, DIR, 'pages.json');
  if (!existsSync(listFile)) return NONE;
  const manifest = JSON.parse(readFileSync(listFile, 'utf8')) as Manifest;
  const inDist = (file: string) => path.posix.join(DIR, file);
  const exists = (file: string) => existsSync(path.join(distDir, file));
  const pages = new Map(
    Object.entries(manifest.pages)
      .map(([pagePath, entry]) => [pagePath, { ...entry, file: inDist(entry.file) }] as const)
      .filter(([, entry]) => exists(entry.file)),
  );
  const notFound = manifest.notFound ? inDist(manifest.notFound) : undefined;
  const live =
    manifest.shell && manifest.renderer
      ? { shell: inDist(manifest.shell), renderer: path.posix.normalize(manifest.renderer) }
      : undefined;
  return {
    ...(live && exists(live.shell) && exists(live.renderer) ? { live } : {}),
    pages,
    notFound: notFound && exists(notFound) ? notFound : undefined,
    routes: (manifest.routes?.patterns ?? []).map(routePattern),
    guarded: (manifest.routes?.guarded ?? []).map(({ pattern, redirectTo }) => ({
      route: routePattern(pattern),
      redirectTo,
    })),
  };
}

// better-auth's session cookie (`__Secure-` prefixed over HTTPS). Without it the visitor is
// signed out for certain; with it (perhaps expired) the browser decides, as before.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;
// The app shell's sidebar state (apps/web sidebar-state.ts); snapshots show it expanded.
const SIDEBAR_COLLAPSED = /(?:^|;\s*)sidebar_state=false(?:;|$)/;

function usable(entry: PageEntry, request: PageRequest): boolean {
  if (entry.withoutQuery && request.hasQuery) return false;
  return !(entry.appShell && SIDEBAR_COLLAPSED.test(request.cookie ?? ''));
}

/** The snapshot for a page request (query already split off the path), if there is one. */
export function prerenderedPageFor(
  prerendered: PrerenderedPages,
  request: PageRequest,
): PageAnswer | undefined {
  const { path: url } = request;
  const pagePath = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;

  const page = prerendered.pages.get(pagePath);
  if (page) {
    if (!usable(page, request)) return undefined;
    const answer: PageAnswer = {
      file: page.file,
      status: 200,
      variesByCookie: page.appShell === true,
    };
    return page.withPublicFeeds ? { ...answer, livePath: pagePath } : answer;
  }
  if (prerendered.routes.length === 0) return undefined;
  if (!prerendered.routes.some((route) => route.test(pagePath))) {
    return prerendered.notFound
      ? { file: prerendered.notFound, status: 404, variesByCookie: false }
      : undefined;
  }
  const guard = prerendered.guarded.find(({ route }) => route.test(pagePath));
  if (!guard || SESSION_COOKIE.test(request.cookie ?? '')) return undefined;
  const target = prerendered.pages.get(guard.redirectTo);
  // The guard's redirect drops the query, so only the sidebar matters for the target.
  if (!target || !usable(target, { ...request, hasQuery: false })) return undefined;
  return { file: target.file, status: 200, variesByCookie: true };
}
