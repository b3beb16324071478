// The product's vocabulary: what a signal, a priority, a stack category and a project category
// are, one record each. Zero dependencies: every package may read it, the web through
// `@gitsignals/contracts/constants`.
export { PRIORITIES, PRIORITY_RANK, type Priority } from './priorities';
export { SIGNAL_REGISTRY, type SignalId } from './signals/registry';
export type { QuarterlyPlacement, SignalImpact, SignalRecord } from './signals/signal-record';
export {
  SIGNAL_IDS,
  SIGNAL_IMPORTANCE,
  SIGNAL_TITLES,
  importanceRank,
  isSignalId,
  mapSignals,
  quarterlySignals,
  sortSignals,
  type QuarterlyList,
} from './signals/views';
export {
  STACK_CATEGORY_KEYS,
  STACK_CATEGORY_REGISTRY,
  STACK_CATEGORY_TITLES,
  isStackCategory,
  mapStackCategories,
  type StackCategory,
  type StackCategoryRecord,
} from './stack-categories';
export {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_REGISTRY,
  isProjectCategory,
  type ProjectCategory,
  type ProjectCategoryRecord,
} from './project-categories';
export {
  TECHNOLOGY_ROLES,
  TECHNOLOGY_ROLE_REGISTRY,
  type TechnologyRole,
  type TechnologyRoleRecord,
} from './technology-roles';
export {
  DEFAULT_EMAIL_FREQUENCY,
  DEFAULT_FEEDS,
  EMAIL_FREQUENCIES,
  isEmailFrequency,
  type DefaultFeed,
  type EmailFrequency,
} from './account-settings';
export { CONTACT_SOURCES, type ContactSource } from './contact-sources';
export {
  BULK_ADDITION_MIN_TOKENS,
  LISTING_BULK_KINDS,
  listingBulkLabel,
  type ListingBulkKind,
} from './listing-bulk';
export {
  PUBLISHED_CONTACT_KINDS,
  type PublishedContact,
  type PublishedContactKind,
} from './published-contacts';
// UTC-day arithmetic: every export of the module is public.
export * from './utc-days';
