// Calendar quarters (UTC) and Sunday-start weeks: the periods a quarterly analysis is cut into.
// Days are 'YYYY-MM-DD' strings throughout so no time zone can shift a boundary.
import { utcDay, utcMidnight } from '@gitsignals/domain';

export interface QuarterPeriod {
  /** 'YYYY-Qn' */
  key: string;
  year: number;
  /** 1 to 4 */
  index: number;
  /** 'Q1 2025' */
  label: string;
  /** First and last day, 'YYYY-MM-DD'. */
  start: string;
  end: string;
}

const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (n: number): string => String(n).padStart(2, '0');

function make(year: number, index: number): QuarterPeriod {
  const firstMonth = (index - 1) * 3;
  // Day 0 of the month after the quarter is its last day.
  const last = new Date(Date.UTC(year, firstMonth + 3, 0));
  return {
    key: `${year}-Q${index}`,
    year,
    index,
    label: `Q${index} ${year}`,
    start: `${year}-${pad(firstMonth + 1)}-01`,
    end: utcDay(last),
  };
}

/** The quarter named by 'YYYY-Qn', or null when the key is malformed. */
export function parseQuarter(key: string): QuarterPeriod | null {
  const m = QUARTER_KEY.exec(key);
  if (!m) return null;
  return make(Number(m[1]), Number(m[2]));
}

/** The quarter a day ('YYYY-MM-DD' or an ISO time) falls in. */
export function quarterOfDay(day: string): QuarterPeriod {
  const d = day.slice(0, 10);
  if (!DAY.test(d)) throw new Error(`not a day: ${day}`);
  const year = Number(d.slice(0, 4));
  const month = Number(d.slice(5, 7));
  return make(year, Math.floor((month - 1) / 3) + 1);
}

/** The quarter before the given one (Q1 2025 → Q4 2024). */
export function previousQuarter(q: QuarterPeriod): QuarterPeriod {
  return q.index === 1 ? make(q.year - 1, 4) : make(q.year, q.index - 1);
}

/** Newest first: compares quarter keys, which sort as text. */
export const newestQuarterFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The quarter a screen opens on: the previous quarter of today when it has data (spec: "the
 * default quarter is the previous quarter of the current date"), else the newest with data.
 */
export function defaultQuarter(withData: readonly string[], today: string): string | null {
  const previous = previousQuarter(quarterOfDay(today)).key;
  if (withData.includes(previous)) return previous;
  return [...withData].sort(newestQuarterFirst)[0] ?? null;
}

/** The Sunday on or before a day (spec section 9: weeks start on Sunday). */
export function weekStartOf(day: string): string {
  const d = utcMidnight(day.slice(0, 10));
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return utcDay(d);
}

/** Every week start touching the quarter, oldest first (the first may precede its start). */
export function weeksOfQuarter(q: QuarterPeriod): string[] {
  const weeks: string[] = [];
  const d = utcMidnight(weekStartOf(q.start));
  while (utcDay(d) <= q.end) {
    weeks.push(utcDay(d));
    d.setUTCDate(d.getUTCDate() + 7);
  }
  return weeks;
}
