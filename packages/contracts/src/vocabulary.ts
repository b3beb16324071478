// The product's vocabulary as the screens list it, computed from @gitsignals/domain's registries
// and re-exported by ./constants. A module of its own so that a page importing a plain constant
// (the footer's attribution) does not load the registries with it: a bundler places a module,
// with everything its top-level code reads, in the chunk of the first page that imports it
// (ADR 044).
import {
  SIGNAL_IDS,
  SIGNAL_REGISTRY,
  STACK_CATEGORY_KEYS,
  STACK_CATEGORY_TITLES,
  type Priority,
  type SignalId,
  type StackCategory,
} from '@gitsignals/domain';

export * from '@gitsignals/domain';

/**
 * The 18 signals as the screens list them (spec order): titles are what users read,
 * `definition` completes "a commit carries it when it…", `priority` is the item priority the
 * signal alone gives (a major release is high on its own). Taken from the registry.
 */
export const SIGNALS: readonly {
  id: SignalId;
  title: string;
  definition: string;
  priority: Priority;
}[] = SIGNAL_IDS.map((id) => {
  const { title, definition, priority } = SIGNAL_REGISTRY[id];
  return { id, title, definition, priority };
});

/** The 27 category keys of a technology profile (spec section 3) in display order, with titles. */
export const STACK_CATEGORIES: readonly { key: StackCategory; title: string }[] =
  STACK_CATEGORY_KEYS.map((key) => ({ key, title: STACK_CATEGORY_TITLES[key] }));
