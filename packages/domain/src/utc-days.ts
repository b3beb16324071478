// Calendar days in UTC, the one place their arithmetic is written. Feed items, analyses,
// digests and quarters are keyed by UTC calendar day ('YYYY-MM-DD'), which sorts as text and
// names the same day in every time zone. Pure functions: the time always comes in as an argument
// (the server's clock is the `now` it is handed), so none of them reads the wall clock.

/** Milliseconds in a UTC day (UTC has no daylight saving; leap seconds are not counted). */
export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function utcDay(moment: Date | number): string {
  return new Date(moment).toISOString().slice(0, 10);
}

/** Midnight UTC at the start of a 'YYYY-MM-DD' day (an invalid day gives an invalid date). */
export function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Midnight UTC at the start of the day a moment falls in. */
export function startOfUtcDay(moment: Date): Date {
  return utcMidnight(utcDay(moment));
}

/** The moment `days` whole days later (earlier when negative). */
export function addDays(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' moved by `days` whole days (earlier when negative). */
export function shiftDay(day: string, days: number): string {
  return utcDay(addDays(utcMidnight(day), days));
}

/** The first day of a window of `days` days ending on `now`'s day (that day included). */
export function daysAgo(now: Date, days: number): string {
  return utcDay(addDays(now, -(days - 1)));
}

/** Whole UTC days from `from`'s day to `to`'s day (negative when `to` is earlier). */
export function dayDifference(from: Date, to: Date): number {
  return Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / DAY_MS);
}
