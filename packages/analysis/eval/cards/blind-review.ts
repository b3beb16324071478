// The blind review file: every card of two renders (before, after) under an opaque id, in a
// seeded shuffle, with nothing that says which render it came from; a separate key maps ids
// to versions. A card both renders wrote identically is shown once and counts for both, so a
// reader judges it once and the same way. Pure.
import { prng } from '../prng';
import { shuffle } from '../sample-draw';
import type { Card, CardRecord } from './card-record';

export const VERSIONS = ['before', 'after'] as const;
export type Version = (typeof VERSIONS)[number];

/** What the reader sees of one card: the card and the commits, no version, no day key. */
export interface BlindEntry {
  id: string;
  project: { name: string; category: string; networks: string[] };
  day: string;
  card: Card;
  tags: string[];
  commits: CardRecord['commits'];
}

export interface BlindKey {
  seed: number;
  ids: Record<string, { key: string; versions: Version[] }>;
}

/** A rendered card file's line: a card, or a day the engine left without one. */
export type RenderedLine = CardRecord | { key: string; card: null };

const hasCard = (r: RenderedLine): r is CardRecord => r.card !== null;

function opaqueId(random: () => number, taken: Set<string>): string {
  for (;;) {
    const id = `c${Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

export function makeBlindReview(
  renders: Record<Version, RenderedLine[]>,
  seed: number,
): { entries: BlindEntry[]; key: BlindKey } {
  const pending = new Map<string, { record: CardRecord; versions: Version[] }>();
  for (const version of VERSIONS) {
    for (const record of renders[version].filter(hasCard)) {
      const same = `${record.key}\n${JSON.stringify(record.card)}`;
      const seen = pending.get(same);
      if (seen) seen.versions.push(version);
      else pending.set(same, { record, versions: [version] });
    }
  }
  const random = prng(seed);
  const taken = new Set<string>();
  const entries: BlindEntry[] = [];
  const key: BlindKey = { seed, ids: {} };
  for (const { record, versions } of shuffle([...pending.values()], random)) {
    const id = opaqueId(random, taken);
    const { name, category, networks } = record.project;
    entries.push({
      id,
      project: { name, category, networks },
      day: record.day,
      card: record.card,
      tags: record.tags,
      commits: record.commits,
    });
    key.ids[id] = { key: record.key, versions };
  }
  return { entries, key };
}
