// How a project's quarter compares with the other projects of its category: which peers worked
// on a signal, which peers' stacks list a technology. Every phrase names its figures.
import {
  isStackCategory,
  SIGNAL_TITLES,
  STACK_CATEGORY_TITLES,
  type SignalId,
} from '@gitsignals/domain';
import { listJoin, plural } from './quarter-commits';
import type { QuarterPeer, StackCategories } from './quarter-input';

export const normTech = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const NAMED_PEERS = 3;

/** Peers with daily items carrying the signal, most days first. */
export function peersWithSignal(
  peers: readonly QuarterPeer[],
  signal: SignalId,
): { name: string; days: number }[] {
  return peers
    .map((p) => ({ name: p.name, days: p.signalDays[signal] ?? 0 }))
    .filter((p) => p.days > 0)
    .sort((a, b) => b.days - a.days || a.name.localeCompare(b.name));
}

/** "4 of 12 DeFi peers had days with security fixes this quarter (A: 6 days, B: 2 days, …)". */
export function peerSignalPhrase(
  peers: readonly QuarterPeer[],
  signal: SignalId,
  category: string,
): string {
  if (peers.length === 0) return `No other ${category} project is tracked to compare with.`;
  const title = SIGNAL_TITLES[signal].toLowerCase();
  const others = plural(peers.length, `other ${category} project`);
  const doing = peersWithSignal(peers, signal);
  if (doing.length === 0) return `None of the ${others} had days with ${title} this quarter.`;
  const named = doing
    .slice(0, NAMED_PEERS)
    .map((p) => `${p.name}: ${plural(p.days, 'day')}`)
    .join(', ');
  const more = doing.length > NAMED_PEERS ? ', …' : '';
  return `${doing.length} of ${others} had days with ${title} this quarter (${named}${more}).`;
}

export const profiledPeers = (peers: readonly QuarterPeer[]) =>
  peers.filter((p): p is QuarterPeer & { stack: StackCategories } => p.stack !== null);

export const stackHas = (stack: StackCategories, tech: string): boolean => {
  const key = normTech(tech);
  return Object.values(stack).some((list) => list.some((t) => normTech(t) === key));
};

/** Stack category keys that list the technology in any of the stacks. */
export function categoriesOf(stacks: readonly StackCategories[], tech: string): string[] {
  const key = normTech(tech);
  const found = new Set<string>();
  for (const stack of stacks)
    for (const [category, list] of Object.entries(stack))
      if (list.some((t) => normTech(t) === key)) found.add(category);
  return [...found].sort();
}

/** "In the stacks of A and B (2 of 7 profiled DeFi peers)". */
export function peerStackPhrase(
  peers: readonly QuarterPeer[],
  tech: string,
  category: string,
): string {
  const profiled = profiledPeers(peers);
  if (profiled.length === 0)
    return `No other ${category} project has a technology profile to compare with yet.`;
  const using = profiled
    .filter((p) => stackHas(p.stack, tech))
    .map((p) => p.name)
    .sort();
  if (using.length === 0)
    return `Not in the stack of any of the ${profiled.length} profiled ${category} peers.`;
  const named = using.length > NAMED_PEERS ? [...using.slice(0, NAMED_PEERS), 'others'] : using;
  return `In the stacks of ${listJoin(named)} (${using.length} of ${profiled.length} profiled ${category} peers).`;
}

/** "cross_chain" → "Cross-chain": the vocabulary's title, else the key in words. */
export const categoryTitle = (key: string): string => {
  if (isStackCategory(key)) return STACK_CATEGORY_TITLES[key];
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
