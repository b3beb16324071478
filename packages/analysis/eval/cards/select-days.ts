// Picks project-days reproducibly (mulberry32): shuffled projects visited round-robin, one
// day per project per pass, so the picks spread over many projects and categories; each pass
// fills priority quotas (a third High, Medium, Low) and keeps room for the days whose headline
// commit says little. Pure: the day's outline comes from the caller.
import type { Priority } from '@gitsignals/domain';
import { prng } from '../prng';
import { shuffle } from '../sample-draw';

export interface Candidate {
  slug: string;
  category: string;
  /** Days to draw from, in any order (they are sorted, then shuffled with the seed). */
  days: string[];
}

export interface DayOutline {
  priority: Priority;
  /** The headline commit's message says little (terse-message.ts). */
  terse: boolean;
}

export interface SelectOptions {
  seed: number;
  /** Days per priority. */
  perPriority: number;
  /** At least this many picks must have a terse headline. */
  minTerse: number;
  /** At most this many days of one project, and of one category. */
  perProject: number;
  perCategory: number;
  /** Days per project looked at in one pass before moving on. */
  triesPerPass: number;
  /** "slug:day" keys never to pick (another set's days). */
  exclude?: ReadonlySet<string>;
}

export interface PickedDay {
  key: string;
  slug: string;
  day: string;
  category: string;
  priority: Priority;
  terse: boolean;
}

/** A drawn set as select.ts writes it (review-days.json, dev-days.json). */
export interface DaySet {
  seed: number;
  note: string;
  days: PickedDay[];
}

export const dayKey = (slug: string, day: string): string => `${slug}:${day}`;

interface State {
  picks: PickedDay[];
  perPriority: Record<Priority, number>;
  perProject: Map<string, number>;
  perCategory: Map<string, number>;
  terse: number;
}

function fits(s: State, o: SelectOptions, outline: DayOutline): boolean {
  if (s.perPriority[outline.priority] >= o.perPriority) return false;
  const open = 3 * o.perPriority - s.picks.length;
  // Once the remaining room is what the terse quota still needs, only terse days may enter.
  return outline.terse || open > Math.max(0, o.minTerse - s.terse);
}

function take(s: State, c: Candidate, day: string, outline: DayOutline): void {
  s.picks.push({ key: dayKey(c.slug, day), slug: c.slug, day, category: c.category, ...outline });
  s.perPriority[outline.priority] += 1;
  s.perProject.set(c.slug, (s.perProject.get(c.slug) ?? 0) + 1);
  s.perCategory.set(c.category, (s.perCategory.get(c.category) ?? 0) + 1);
  if (outline.terse) s.terse += 1;
}

/** The picks, in the order they were made; fewer than asked only when the data runs out. */
export function selectDays(
  candidates: Candidate[],
  outlineOf: (slug: string, day: string) => DayOutline | null,
  o: SelectOptions,
): PickedDay[] {
  const random = prng(o.seed);
  const ordered = [...candidates].sort((a, b) => a.slug.localeCompare(b.slug));
  const queues = shuffle(ordered, random).map((c) => ({
    c,
    days: shuffle([...c.days].sort(), random).filter((d) => !o.exclude?.has(dayKey(c.slug, d))),
  }));
  const s: State = {
    picks: [],
    perPriority: { high: 0, medium: 0, low: 0 },
    perProject: new Map(),
    perCategory: new Map(),
    terse: 0,
  };
  const full = (): boolean => s.picks.length >= 3 * o.perPriority;
  for (let progress = true; progress && !full();) {
    progress = false;
    for (const q of queues) {
      if (full()) break;
      const { c } = q;
      if ((s.perProject.get(c.slug) ?? 0) >= o.perProject) continue;
      if ((s.perCategory.get(c.category) ?? 0) >= o.perCategory) continue;
      for (let tries = 0; tries < o.triesPerPass && q.days.length > 0; tries += 1) {
        progress = true;
        const day = q.days.shift() as string;
        const outline = outlineOf(c.slug, day);
        if (outline !== null && fits(s, o, outline)) {
          take(s, c, day, outline);
          break;
        }
      }
    }
  }
  return s.picks;
}
