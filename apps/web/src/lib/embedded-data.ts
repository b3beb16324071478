// Data the server wrote into the page it sent (ADR 053): the landing's public feeds, so the first
// render shows the sample cards the server rendered (hydration matches its markup) without asking
// for them again. Read once from the page; the server's own render sets it for the duration of a
// render instead.
import type { FeedItem } from '@gitsignals/contracts';

/** The element the server writes the data into: `<script type="application/json" id=…>`. */
export const PUBLIC_FEEDS_ELEMENT_ID = 'public-feeds-data';

export interface EmbeddedPublicFeeds {
  feeds: FeedItem[];
}

let rendering: EmbeddedPublicFeeds | undefined;
let read: { data: EmbeddedPublicFeeds | null; at: number } | undefined;

/** Runs a server render (prerender/render-page.tsx) that sees `data` as the page's data. */
export function withEmbeddedPublicFeeds<T>(
  data: EmbeddedPublicFeeds | undefined,
  render: () => T,
): T {
  rendering = data;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

function fromPage(): EmbeddedPublicFeeds | null {
  const text = document.getElementById(PUBLIC_FEEDS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<EmbeddedPublicFeeds>;
    return Array.isArray(data.feeds) ? { feeds: data.feeds } : null;
  } catch {
    // A page cut short in transit: the section asks the API as it would without the data.
    return null;
  }
}

/**
 * The public feeds the page came with, if any, and when they were current: when the page was
 * read. The server keeps the page only until the feeds change (ADR 043's notices) and browsers
 * revalidate it on every use, so the feeds in it are the current ones when it arrives; an age
 * taken from when the server rendered it would make a page kept for an hour look stale, and the
 * refetch would throw away the cards' markup before hydration.
 */
export function embeddedPublicFeeds(): (EmbeddedPublicFeeds & { at: number }) | undefined {
  if (rendering) return { ...rendering, at: Date.now() };
  if (typeof document === 'undefined') return undefined;
  read ??= { data: fromPage(), at: Date.now() };
  return read.data ? { ...read.data, at: read.at } : undefined;
}

/** The element to write into a page for `data`; `<` escaped so no text can end the script. */
export function publicFeedsElement(data: EmbeddedPublicFeeds): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_FEEDS_ELEMENT_ID}">${json}</script>`;
}
