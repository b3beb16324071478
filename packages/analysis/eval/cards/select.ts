// Draws the reviewed card set's days and the separate development set's days, and writes them
// (review-days.json, dev-days.json) so that later renders read the same days even after the
// classifier changes what a fresh draw would pick.
// Usage: npx tsx packages/analysis/eval/cards/select.ts
import { writeFileSync } from 'node:fs';
import { dayOutline } from './project-days';
import { loadHistories } from './load-histories';
import { selectDays, type DaySet, type PickedDay, type SelectOptions } from './select-days';
import { saysLittle } from './terse-message';

const REVIEW_SEED = 20261201;
const DEV_SEED = 20261202;

const REVIEW: Omit<SelectOptions, 'seed'> = {
  perPriority: 24,
  minTerse: 14,
  perProject: 2,
  perCategory: 6,
  triesPerPass: 8,
};
const DEV: Omit<SelectOptions, 'seed'> = {
  ...REVIEW,
  perPriority: 30,
  minTerse: 18,
  perCategory: 8,
};

function main(): void {
  const histories = loadHistories();
  const outline = (slug: string, day: string) => {
    const o = dayOutline(histories.historyOf(slug), day);
    return o === null ? null : { priority: o.priority, terse: saysLittle(o.message) };
  };
  // Every project's days are listed up front; the commits are read only when a project is visited.
  const candidates = histories.catalog.map((c) => ({
    slug: c.project.slug,
    category: c.project.category,
    days: histories.historyOf(c.project.slug).days,
  }));
  const review = selectDays(candidates, outline, { ...REVIEW, seed: REVIEW_SEED });
  const dev = selectDays(candidates, outline, {
    ...DEV,
    seed: DEV_SEED,
    exclude: new Set(review.map((d) => d.key)),
  });
  const write = (file: string, set: DaySet): void =>
    writeFileSync(new URL(file, import.meta.url), `${JSON.stringify(set, null, 2)}\n`);
  write('review-days.json', {
    seed: REVIEW_SEED,
    note: 'The reviewed card set: rendered before and after, read blind. Never tune on it.',
    days: review,
  });
  write('dev-days.json', {
    seed: DEV_SEED,
    note: 'The development set: other days, drawn after the review set and never overlapping it.',
    days: dev,
  });
  for (const [name, set] of [
    ['review', review],
    ['dev', dev],
  ] as const) {
    const by = (f: (d: PickedDay) => string): string => {
      const counts = new Map<string, number>();
      for (const d of set) counts.set(f(d), (counts.get(f(d)) ?? 0) + 1);
      return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
    };
    process.stdout.write(
      `${name}: ${set.length} days, ${new Set(set.map((d) => d.slug)).size} projects; ${by((d) => d.priority)}; terse ${set.filter((d) => d.terse).length}\n  ${by((d) => d.category)}\n`,
    );
  }
}

main();
