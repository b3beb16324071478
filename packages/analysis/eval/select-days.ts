// Picks the days of the contributor_surge evaluation (surge-days.jsonl), reproducibly. Per
// repository with enough history: the day with the highest author ratio and the day with the
// highest commit ratio against the 28 days before it (likely surges), plus one random active
// day (likely ordinary). Prints the raw counts the labels are judged from; never runs the engine.
// Usage: npx tsx packages/analysis/eval/select-days.ts
import { dayDifference, shiftDay, utcDay, utcMidnight } from '@gitsignals/domain';
import { prng } from './prng';
import { activityFileOf, FIRST_DATASET_REPOS, readActivity } from './read-activity';

const SEED = 20261122;
const BASELINE_DAYS = 28;
const MIN_COMMITS = 100;

interface Row {
  repo: string;
  day: string;
  commits: number;
  authors: number;
  baseCommits: number;
  baseAuthors: number;
}

function daysOf(file: string): Row[] {
  const records = readActivity(file) as {
    repo: string;
    authorName: string;
    committerDate: string;
  }[];
  if (records.length < MIN_COMMITS) return [];
  const byDay = new Map<string, string[]>();
  for (const r of records) {
    const d = utcDay(Date.parse(r.committerDate));
    byDay.set(d, [...(byDay.get(d) ?? []), r.authorName]);
  }
  const first = [...byDay.keys()].sort()[0] ?? '';
  const rows: Row[] = [];
  for (const [day, authors] of byDay) {
    if (dayDifference(utcMidnight(first), utcMidnight(day)) < BASELINE_DAYS) continue;
    let commits = 0;
    let authorDays = 0;
    for (let i = 1; i <= BASELINE_DAYS; i += 1) {
      const list = byDay.get(shiftDay(day, -i)) ?? [];
      commits += list.length;
      authorDays += new Set(list).size;
    }
    rows.push({
      repo: records[0]?.repo ?? file,
      day,
      commits: authors.length,
      authors: new Set(authors).size,
      baseCommits: commits / BASELINE_DAYS,
      baseAuthors: authorDays / BASELINE_DAYS,
    });
  }
  return rows.sort((a, b) => a.day.localeCompare(b.day));
}

function main(): void {
  const random = prng(SEED);
  const ratio = (v: number, base: number): number => v / Math.max(base, 0.25);
  // The day set was drawn from the first 17 repositories; reading only them keeps it reproducible.
  for (const file of FIRST_DATASET_REPOS.map(activityFileOf).sort()) {
    const rows = daysOf(file);
    if (rows.length === 0) continue;
    const byAuthors = [...rows].sort(
      (a, b) => ratio(b.authors, b.baseAuthors) - ratio(a.authors, a.baseAuthors),
    )[0];
    const byCommits = [...rows].sort(
      (a, b) => ratio(b.commits, b.baseCommits) - ratio(a.commits, a.baseCommits),
    )[0];
    const ordinary = rows[Math.floor(random() * rows.length)];
    const picked = new Map<string, Row>();
    for (const r of [byAuthors, byCommits, ordinary]) if (r) picked.set(r.day, r);
    for (const r of picked.values()) {
      process.stdout.write(
        `${JSON.stringify({ ...r, baseCommits: +r.baseCommits.toFixed(2), baseAuthors: +r.baseAuthors.toFixed(2) })}\n`,
      );
    }
  }
}

main();
