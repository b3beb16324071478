// The newest cards for visitors (spec section 7, GET /api/feeds/dailyPublicFeeds): the API's
// answer, and the data the landing page is rendered with on the server (ADR 053).
import type { FeedItem } from '@gitsignals/contracts';
import { listLatestFeedItems, type Database } from '@gitsignals/db';
import { presentPublicFeedItem } from './presenters/feed-item';

const PUBLIC_FEED_COUNT = 6;

/** The newest items, content and commits blanked. */
export async function readPublicFeeds(db: Database): Promise<FeedItem[]> {
  const rows = await listLatestFeedItems(db, PUBLIC_FEED_COUNT);
  return rows.map(presentPublicFeedItem);
}
