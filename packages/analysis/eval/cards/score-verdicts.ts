// Scores a reader's verdicts on the blind review file against its key: per version, the share
// of accurate, misleading and empty cards, overall and for High cards, and which High cards
// misled. Pure.
import type { BlindEntry, BlindKey, Version } from './blind-review';
import { VERSIONS } from './blind-review';

export const VERDICTS = ['accurate', 'misleading', 'empty'] as const;
export type VerdictValue = (typeof VERDICTS)[number];

export interface Verdict {
  id: string;
  verdict: VerdictValue;
  note: string;
}

export interface Shares {
  cards: number;
  accurate: number;
  misleading: number;
  empty: number;
}

export interface VersionScore {
  all: Shares;
  high: Shares;
  misleadingHigh: { id: string; key: string; title: string; note: string }[];
  /** Cards of this version the verdict file does not judge. */
  unjudged: number;
}

const zero = (): Shares => ({ cards: 0, accurate: 0, misleading: 0, empty: 0 });

export function scoreVerdicts(
  verdicts: Verdict[],
  key: BlindKey,
  entries: BlindEntry[],
): Record<Version, VersionScore> {
  const byId = new Map(verdicts.map((v) => [v.id, v]));
  const entryOf = new Map(entries.map((e) => [e.id, e]));
  const out = {} as Record<Version, VersionScore>;
  for (const version of VERSIONS) {
    const score: VersionScore = { all: zero(), high: zero(), misleadingHigh: [], unjudged: 0 };
    for (const [id, k] of Object.entries(key.ids)) {
      if (!k.versions.includes(version)) continue;
      const entry = entryOf.get(id);
      if (entry === undefined) throw new Error(`key id ${id} is not in the blind file`);
      const v = byId.get(id);
      if (v === undefined) {
        score.unjudged += 1;
        continue;
      }
      if (!VERDICTS.includes(v.verdict)) throw new Error(`verdict of ${id}: "${v.verdict}"`);
      const high = entry.card.priority === 'high';
      for (const s of high ? [score.all, score.high] : [score.all]) {
        s.cards += 1;
        s[v.verdict] += 1;
      }
      if (high && v.verdict === 'misleading') {
        score.misleadingHigh.push({ id, key: k.key, title: entry.card.title, note: v.note });
      }
    }
    out[version] = score;
  }
  return out;
}

const pct = (n: number, of: number): string => (of === 0 ? '-' : `${Math.round((100 * n) / of)}%`);

function row(label: string, s: Shares): string {
  return `${label.padEnd(14)} ${String(s.cards).padStart(5)}  ${pct(s.accurate, s.cards).padStart(8)}  ${pct(s.misleading, s.cards).padStart(10)}  ${pct(s.empty, s.cards).padStart(5)}`;
}

/** The report as printed by score.ts. */
export function formatScores(scores: Record<Version, VersionScore>): string {
  const lines = [`${''.padEnd(14)} cards  accurate  misleading  empty`];
  for (const version of VERSIONS) {
    const s = scores[version];
    lines.push(row(`${version}`, s.all), row(`${version} High`, s.high));
    if (s.unjudged > 0) lines.push(`  ${s.unjudged} ${version} cards have no verdict`);
  }
  for (const version of VERSIONS) {
    const list = scores[version].misleadingHigh;
    lines.push('', `misleading High cards, ${version}: ${list.length}`);
    for (const m of list) lines.push(`  ${m.id} ${m.key}  ${m.title}\n    ${m.note}`);
  }
  return lines.join('\n');
}
