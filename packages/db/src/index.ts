export * from './client';
export * from './change-notices/index';
export * from './migrate';
export * from './migration-names';
export * from './queries/index';
export * as schema from './schema/index';
export type { FeedTagGroups, NoiseLedger, PossibleSignalRecord } from './schema/feed';
export { MAIL_KINDS, type KeptMailMessage, type MailKind, type MailStatus } from './schema/mail';
export type {
  AlertDeliveryKind,
  AlertDeliveryStatus,
  AlertRuleDelivery,
  AlertRuleDestination,
  AlertRuleStatus,
} from './schema/integrations';
export * from './pglite/backups';
export { DataDirInUse, lockHolderOf, type LockHolder } from './pglite/data-dir-lock';
export { EmbeddedDatabaseDidNotOpen } from './pglite/did-not-open';
export type { PgliteClient } from './pglite/thread-client';
