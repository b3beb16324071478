import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectDays, type Candidate, type DayOutline, type DaySet } from './select-days';

const PRIORITIES = ['high', 'medium', 'low'] as const;

// 40 projects in 8 categories, 60 days each; a day's outline is a fixed function of its name.
const candidates: Candidate[] = Array.from({ length: 40 }, (_, p) => ({
  slug: `p${p}`,
  category: `cat${p % 8}`,
  days: Array.from(
    { length: 60 },
    (_, d) => `2025-${String(1 + (d % 12)).padStart(2, '0')}-${String(1 + d).padStart(2, '0')}`,
  ),
}));
const outlineOf = (slug: string, day: string): DayOutline => {
  const n = [...`${slug}${day}`].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 9973, 7);
  return { priority: PRIORITIES[n % 3] ?? 'low', terse: n % 11 === 0 };
};
const options = {
  seed: 42,
  perPriority: 6,
  minTerse: 4,
  perProject: 2,
  perCategory: 4,
  triesPerPass: 5,
};

describe('selectDays', () => {
  it('draws the same days from the same seed, other days from another', () => {
    const a = selectDays(candidates, outlineOf, options);
    const b = selectDays([...candidates].reverse(), outlineOf, options);
    expect(b).toEqual(a);
    const c = selectDays(candidates, outlineOf, { ...options, seed: 43 });
    expect(c.map((d) => d.key)).not.toEqual(a.map((d) => d.key));
  });

  it('fills each priority quota, keeps the terse minimum and the spread caps', () => {
    const picks = selectDays(candidates, outlineOf, options);
    expect(picks).toHaveLength(18);
    for (const p of PRIORITIES) expect(picks.filter((d) => d.priority === p)).toHaveLength(6);
    expect(picks.filter((d) => d.terse).length).toBeGreaterThanOrEqual(4);
    const count = (f: (d: (typeof picks)[number]) => string): number => {
      const counts = new Map<string, number>();
      for (const d of picks) counts.set(f(d), (counts.get(f(d)) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    expect(count((d) => d.slug)).toBeLessThanOrEqual(2);
    expect(count((d) => d.category)).toBeLessThanOrEqual(4);
  });

  it('never picks an excluded day', () => {
    const first = selectDays(candidates, outlineOf, options);
    const second = selectDays(candidates, outlineOf, {
      ...options,
      seed: 7,
      exclude: new Set(first.map((d) => d.key)),
    });
    const taken = new Set(first.map((d) => d.key));
    expect(second.some((d) => taken.has(d.key))).toBe(false);
  });
});

describe('the committed day sets', () => {
  const read = (file: string): DaySet =>
    JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as DaySet;
  const review = read('review-days.json');
  const dev = read('dev-days.json');

  it('hold 72 review days, a third per priority, at least 12 with a terse headline', () => {
    expect(review.days).toHaveLength(72);
    for (const p of PRIORITIES)
      expect(review.days.filter((d) => d.priority === p)).toHaveLength(24);
    expect(review.days.filter((d) => d.terse).length).toBeGreaterThanOrEqual(12);
    expect(new Set(review.days.map((d) => d.slug)).size).toBeGreaterThanOrEqual(36);
  });

  it('keep the development set apart from the review set', () => {
    const taken = new Set(review.days.map((d) => d.key));
    expect(dev.seed).not.toBe(review.seed);
    expect(dev.days.filter((d) => taken.has(d.key))).toEqual([]);
  });
});
