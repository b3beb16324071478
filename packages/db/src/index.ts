export * from './client';
export * from './migrate';
export * from './queries/index';
export * as schema from './schema/index';
export type { FeedTagGroups, NoiseLedger, PossibleSignalRecord } from './schema/feed';
export * from './pglite/backups';
export { DataDirInUse, type LockHolder } from './pglite/data-dir-lock';
export { EmbeddedDatabaseDidNotOpen } from './pglite/did-not-open';
export type { PgliteClient } from './pglite/thread-client';
