import type { FeedItem } from '@gitsignals/contracts';
import { BookmarkButton } from './bookmark-button';
import { ShareButton } from './share-button';

/** The share and bookmark buttons of a feed card; the shared link opens the feed's detail page. */
export function FeedCardActions({ feed }: { feed: FeedItem }) {
  return (
    <>
      <ShareButton path={`/feeds/${encodeURIComponent(feed.id)}`} />
      <BookmarkButton feed={feed} />
    </>
  );
}
