// Plain-English text of a stack change, for the feed item that announces it: which signal it is,
// a title naming the most telling change, and one line per changed category.
import {
  STACK_CATEGORY_KEYS,
  STACK_CATEGORY_REGISTRY,
  STACK_CATEGORY_TITLES,
  type Priority,
  type SignalId,
  type StackCategory,
} from '@gitsignals/domain';
import { priorityFor } from '../priority';
import type { FeedTagGroups } from '../types';
import type { StackCategoryChange, StackUpgrade } from './diff-stacks';
import { majorOf } from './versions';

export type StackChangeSignal = Extract<
  SignalId,
  'tech_stack_change' | 'oracle_change' | 'bridge_integration'
>;

export interface StackChangeText {
  signals: StackChangeSignal[];
  priority: Priority;
  title: string;
  summary: string;
  content: string;
  tags: FeedTagGroups;
}

/** The tag group a technology of each category is listed under in the item's tags. */
const TAG_GROUP: Readonly<Record<StackCategory, keyof FeedTagGroups>> = {
  layer_1s: 'blockchain_technologies',
  layer_2s: 'blockchain_technologies',
  oracles: 'protocols',
  cross_chain: 'protocols',
  indexers: 'tools_and_platforms',
  lending: 'protocols',
  staking: 'protocols',
  dex: 'protocols',
  yield_optimization: 'protocols',
  rwas: 'protocols',
  consumer: 'tools_and_platforms',
  authentication: 'tools_and_platforms',
  development_frameworks: 'standards_and_frameworks',
  data_storage: 'tools_and_platforms',
  data_availability: 'blockchain_technologies',
  security: 'tools_and_platforms',
  payments: 'tools_and_platforms',
  rpcs: 'tools_and_platforms',
  compute: 'tools_and_platforms',
  ai: 'tools_and_platforms',
  privacy: 'tools_and_platforms',
  observability: 'tools_and_platforms',
  analytics: 'tools_and_platforms',
  programming_languages: 'standards_and_frameworks',
  centralized_exchanges: 'tools_and_platforms',
  token_management: 'tools_and_platforms',
  other_infrastructure: 'tools_and_platforms',
};

function signalOf(category: StackCategory): StackChangeSignal {
  if (category === 'oracles') return 'oracle_change';
  if (category === 'cross_chain') return 'bridge_integration';
  return 'tech_stack_change';
}

function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const moved = (u: StackUpgrade) =>
  `${isDowngrade(u) ? 'moved' : 'upgraded'} ${u.technology} from ${u.from} to ${u.to}`;

function isDowngrade(u: StackUpgrade): boolean {
  return Number.parseFloat(majorOf(u.to)) < Number.parseFloat(majorOf(u.from));
}

/** One category's changes, e.g. "Oracles: changed from Chainlink to Pyth; added RedStone." */
function lineOf(
  category: StackCategory,
  change: StackCategoryChange | undefined,
  upgrades: StackUpgrade[],
): string {
  const parts = [
    ...(change?.replaced ?? []).map((r) => `changed from ${r.from} to ${r.to}`),
    ...(change?.added.length ? [`added ${listOf(change.added)}`] : []),
    ...(change?.removed.length ? [`removed ${listOf(change.removed)}`] : []),
    ...upgrades.map(moved),
  ];
  return `${STACK_CATEGORY_TITLES[category]}: ${parts.join('; ')}.`;
}

// Switches and new oracles or bridges say more than a new test runner: they lead the title.
function weight(change: StackCategoryChange): number {
  const signal = signalOf(change.category);
  const base = signal === 'tech_stack_change' ? 0 : 10;
  return base + (change.replaced.length > 0 ? 5 : 0) + (change.added.length > 0 ? 1 : 0);
}

function headline(project: string, change: StackCategoryChange): string {
  const role = STACK_CATEGORY_REGISTRY[change.category].singleProviderRole;
  const first = change.replaced[0];
  if (first && role) return `${project}'s ${role} changed from ${first.from} to ${first.to}`;
  if (first)
    return `${project} replaced ${first.from} with ${first.to} in ${STACK_CATEGORY_TITLES[change.category]}`;
  if (change.added.length > 0 && role)
    return `${project} added ${listOf(change.added)} for ${role}`;
  if (change.added.length > 0) return `${project} added ${listOf(change.added)} to its stack`;
  return `${project} removed ${listOf(change.removed)} from its stack`;
}

/**
 * The feed text of a set of changes and major-version moves, or null when nothing changed.
 * A move to another major release leads only when nothing was added, removed or replaced.
 */
export function describeStackChanges(
  project: string,
  changes: readonly StackCategoryChange[],
  upgrades: readonly StackUpgrade[] = [],
): StackChangeText | null {
  if (changes.length === 0 && upgrades.length === 0) return null;
  const categories = STACK_CATEGORY_KEYS.filter(
    (k) => changes.some((c) => c.category === k) || upgrades.some((u) => u.category === k),
  );
  const signals = [...new Set(categories.map(signalOf))].sort();
  const lead = [...changes].sort((a, b) => weight(b) - weight(a))[0];
  const counts = changes.reduce(
    (n, c) => ({
      added: n.added + c.added.length + c.replaced.length,
      removed: n.removed + c.removed.length + c.replaced.length,
    }),
    { added: 0, removed: 0 },
  );
  const firstUpgrade = upgrades[0];
  const title = lead ? headline(project, lead) : `${project} ${moved(firstUpgrade!)}`;
  const others = categories.length - 1;
  const summary =
    `${title}.` +
    (others > 0
      ? ` The stack also changed in ${others} more categor${others === 1 ? 'y' : 'ies'}` +
        ` (${counts.added} technolog${counts.added === 1 ? 'y' : 'ies'} in, ${counts.removed} out` +
        `${upgrades.length > 0 ? `, ${upgrades.length} on a new major release` : ''}).`
      : '');
  const tags: FeedTagGroups = {
    blockchain_technologies: [],
    protocols: [],
    tools_and_platforms: [],
    standards_and_frameworks: [],
  };
  for (const c of changes) {
    const group = TAG_GROUP[c.category];
    for (const name of [...c.replaced.map((r) => r.to), ...c.added])
      if (!tags[group].includes(name)) tags[group].push(name);
  }
  for (const u of upgrades) {
    const group = TAG_GROUP[u.category];
    if (!tags[group].includes(u.technology)) tags[group].push(u.technology);
  }
  return {
    signals,
    priority: priorityFor(signals),
    title,
    summary,
    content: categories
      .map((k) =>
        lineOf(
          k,
          changes.find((c) => c.category === k),
          upgrades.filter((u) => u.category === k),
        ),
      )
      .join('\n'),
    tags,
  };
}
