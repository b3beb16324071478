// Views of the signal registry that the engine, the API and the screens read: the ids in the
// spec's order, titles by id, the importance order and the quarterly lists.
import { SIGNAL_REGISTRY, type SignalId } from './registry';
import type { QuarterlyPlacement, SignalRecord } from './signal-record';

/**
 * Spec order (signals.md table), which is the registry's order. (Object.keys types its result
 * as string[]; the registry's keys are exactly the ids.)
 */
export const SIGNAL_IDS: readonly SignalId[] = Object.keys(SIGNAL_REGISTRY) as SignalId[];

export function isSignalId(value: string): value is SignalId {
  return Object.hasOwn(SIGNAL_REGISTRY, value);
}

/** A table with one value per signal, computed from its record. */
export function mapSignals<T>(
  valueOf: (record: SignalRecord, id: SignalId) => T,
): Record<SignalId, T> {
  // fromEntries types its keys as string; SIGNAL_IDS lists every id once.
  return Object.fromEntries(
    SIGNAL_IDS.map((id) => [id, valueOf(SIGNAL_REGISTRY[id], id)]),
  ) as Record<SignalId, T>;
}

/** What users read; the content lines of the writers use these as labels. */
export const SIGNAL_TITLES: Readonly<Record<SignalId, string>> = mapSignals((r) => r.title);

/** Importance order, most important first (see `SignalRecord.importance`). */
export const SIGNAL_IMPORTANCE: readonly SignalId[] = [...SIGNAL_IDS].sort(
  (a, b) => SIGNAL_REGISTRY[a].importance - SIGNAL_REGISTRY[b].importance,
);

const rankOf = new Map<SignalId, number>(SIGNAL_IMPORTANCE.map((id, i) => [id, i]));

/** Lower is more important; the most important signal has rank 0. */
export function importanceRank(id: SignalId): number {
  return rankOf.get(id) ?? SIGNAL_IMPORTANCE.length;
}

/** Deduplicates and sorts by importance, most important first. */
export function sortSignals(signals: Iterable<SignalId>): SignalId[] {
  return [...new Set(signals)].sort((a, b) => importanceRank(a) - importanceRank(b));
}

export type QuarterlyList = Exclude<keyof QuarterlyPlacement, 'topPriority'>;

/** The signals a quarterly list shows, in its order. */
export function quarterlySignals(list: QuarterlyList): SignalId[] {
  const placed = SIGNAL_IDS.flatMap((id) => {
    const position = SIGNAL_REGISTRY[id].quarterly[list];
    return position === undefined ? [] : [{ id, position }];
  });
  return placed.sort((a, b) => a.position - b.position).map((p) => p.id);
}
