export { FeedCard, type FeedCardProps } from './feed-card';
export { FeedCardSkeleton } from './feed-card-skeleton';
export { FeedGridSkeleton } from './feed-grid-skeleton';
export { PriorityBadge } from './priority-badge';
export { ReplayMark } from './replay-mark';
export { SummaryText } from './summary-text';
export { TagList } from './tag-list';
