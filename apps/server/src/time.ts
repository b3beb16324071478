// Calendar helpers in UTC; feed dates are UTC calendar days.
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The first day of a window of `days` days ending today (today included). */
export function daysAgo(now: Date, days: number): string {
  return utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
}

export function addDays(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * DAY_MS);
}

/** Whole UTC days from `from`'s day to `to`'s day. */
export function dayDifference(from: Date, to: Date): number {
  return Math.round((Date.parse(utcDay(to)) - Date.parse(utcDay(from))) / DAY_MS);
}
