import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFeedItem } from '@/test/fixtures';

/** A fresh copy of the module: it reads the page once. */
const load = async () => {
  vi.resetModules();
  return import('./embedded-data');
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('embedded public feeds', () => {
  it('reads the feeds the server wrote into the page, once, as current when read', async () => {
    const { embeddedPublicFeeds, publicFeedsElement } = await load();
    const feeds = [makeFeedItem({ id: 'a', title: 'Ends </script><script>alert(1)</script>' })];
    const element = publicFeedsElement({ feeds });
    // No text of an item can end the element early.
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = element;
    const before = Date.now();
    const read = embeddedPublicFeeds();
    expect(read?.feeds).toEqual(feeds);
    expect(read?.at).toBeGreaterThanOrEqual(before);
    document.body.innerHTML = '';
    expect(embeddedPublicFeeds()?.feeds).toEqual(feeds);
  });

  it('has none without the element, or when its text is not the feeds', async () => {
    expect((await load()).embeddedPublicFeeds()).toBeUndefined();
    for (const text of ['{"feeds":', '{"feeds":{}}', '[]']) {
      document.body.innerHTML = `<script type="application/json" id="public-feeds-data">${text}</script>`;
      expect((await load()).embeddedPublicFeeds()).toBeUndefined();
    }
  });

  it('gives a server render the feeds it is rendering with, and only during it', async () => {
    const { embeddedPublicFeeds, withEmbeddedPublicFeeds } = await load();
    const feeds = [makeFeedItem({ id: 'b' })];
    expect(withEmbeddedPublicFeeds({ feeds }, () => embeddedPublicFeeds()?.feeds)).toEqual(feeds);
    expect(embeddedPublicFeeds()).toBeUndefined();
  });
});
