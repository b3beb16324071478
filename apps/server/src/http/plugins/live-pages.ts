// Pages drawn from live data, rendered by the server (ADR 053): the landing with the sample cards
// of the public feeds, so a visitor sees them in the first paint rather than a skeleton that
// pulses until the app's scripts have run and asked for them. The web build's own page renderer
// (apps/web src/prerender/render-page.tsx, built into dist-ssr) writes the page into the app
// shell exactly as the build writes the static pages, plus the feeds it was rendered from, which
// the browser's first render reads so that hydration finds the same markup.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FeedItem } from '@gitsignals/contracts';
import type { PrerenderedPages } from './prerendered-pages';

export interface PublicFeedsData {
  feeds: FeedItem[];
}

/** Renders a page's whole HTML document with the public feeds. */
export type LivePageRenderer = (pagePath: string, publicFeeds: PublicFeedsData) => Promise<string>;

type RendererModule = {
  renderPageDocument: (
    shell: string,
    pagePath: string,
    options: { publicFeeds: PublicFeedsData },
  ) => Promise<string>;
};

/**
 * The build's renderer for `distDir`, undefined if the build has none. Its module starts loading
 * at once, in the background (~1 s of a busy machine), so the first visitor does not wait for it;
 * a failed load surfaces at the first render, which then sends the snapshot.
 */
export function livePageRenderer(
  distDir: string,
  prerendered: PrerenderedPages,
): LivePageRenderer | undefined {
  const { live } = prerendered;
  if (!live) return undefined;
  const shell = readFileSync(path.join(distDir, live.shell), 'utf8');
  const moduleUrl = pathToFileURL(path.join(distDir, live.renderer)).href;
  const renderer = import(moduleUrl) as Promise<RendererModule>;
  renderer.catch(() => {});
  return async (pagePath, publicFeeds) =>
    (await renderer).renderPageDocument(shell, pagePath, { publicFeeds });
}
