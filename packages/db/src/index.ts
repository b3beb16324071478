export * from './client';
export * from './migrate';
export * from './queries/index';
export * as schema from './schema/index';
export type { FeedTagGroups, NoiseLedger } from './schema/feed';
