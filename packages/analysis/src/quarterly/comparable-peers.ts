// Which peers a recommendation may be measured against (ADR 040): projects of the same category
// whose stacks are like the project's, so a Solidity DEX is not told what Solana DEXs use and an
// Ethereum rollup is not told what Bitcoin layers use.
import { normTech } from './peer-comparison';
import type { QuarterPeer, StackCategories } from './quarter-input';

/** Share of the two stacks' technologies they have in common (Jaccard) that makes peers alike. */
export const SIMILAR_STACK = 0.25;

export interface ComparablePeer {
  peer: QuarterPeer & { stack: StackCategories };
  /** 0..1: technologies in common over technologies of either. */
  similarity: number;
}

function technologies(stack: StackCategories, only?: string): Set<string> {
  const out = new Set<string>();
  for (const [category, list] of Object.entries(stack))
    if (only === undefined || category === only)
      for (const t of list) out.add(`${category}:${normTech(t)}`);
  return out;
}

export function stackSimilarity(a: StackCategories, b: StackCategories): number {
  const left = technologies(a);
  const right = technologies(b);
  const common = [...left].filter((t) => right.has(t)).length;
  const either = left.size + right.size - common;
  return either === 0 ? 0 : common / either;
}

/** Both name the chains they settle on, and none in common: Ethereum and Bitcoin layers differ. */
function settleApart(a: StackCategories, b: StackCategories): boolean {
  const left = technologies(a, 'layer_1s');
  const right = technologies(b, 'layer_1s');
  return left.size > 0 && right.size > 0 && ![...left].some((t) => right.has(t));
}

/** Profiled peers alike enough, most alike first (then by name). */
export function comparablePeers(
  stack: StackCategories | null,
  peers: readonly QuarterPeer[],
): ComparablePeer[] {
  if (stack === null) return [];
  return peers
    .filter((p): p is QuarterPeer & { stack: StackCategories } => p.stack !== null)
    .map((peer) => ({ peer, similarity: stackSimilarity(stack, peer.stack) }))
    .filter((c) => c.similarity >= SIMILAR_STACK && !settleApart(stack, c.peer.stack))
    .sort((a, b) => b.similarity - a.similarity || a.peer.name.localeCompare(b.peer.name));
}
