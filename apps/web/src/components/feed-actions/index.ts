export { BookmarkButton } from './bookmark-button';
export { FeedCardActions } from './feed-card-actions';
export { ShareButton } from './share-button';
