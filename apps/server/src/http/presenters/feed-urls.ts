// The personal Atom/RSS feed's addresses as Settings shows them (ADR 064).
import {
  PERSONAL_SYNDICATION_PREFIX,
  type PersonalFeedUrls,
  type SyndicationFormat,
} from '@gitsignals/contracts';
import type { FeedTokenRow } from '@gitsignals/db';

export const personalFeedPath = (token: string, format: SyndicationFormat): string =>
  `${PERSONAL_SYNDICATION_PREFIX}${token}.${format}`;

export const presentPersonalFeedUrls = (
  publicUrl: string,
  row: FeedTokenRow,
): PersonalFeedUrls => ({
  atom: `${publicUrl}${personalFeedPath(row.token, 'atom')}`,
  rss: `${publicUrl}${personalFeedPath(row.token, 'rss')}`,
  createdAt: row.createdAt.toISOString(),
});
