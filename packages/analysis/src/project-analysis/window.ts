// Which days an analysis covers. The caller passes today; the engine reads no clock.

const DAY_MS = 86_400_000;

/** YYYY-MM-DD moved by n whole days (UTC). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export interface DayWindow {
  /** YYYY-MM-DD, first and last day (inclusive, UTC). */
  fromDay: string;
  toDay: string;
}

/**
 * The `days` complete days before today: a window ending yesterday never changes once computed
 * (today's commits are still arriving), which is what lets the analysis be stored per day, and
 * it matches the demo history, replayed to end yesterday.
 */
export function analysisWindow(today: string, days: number): DayWindow {
  const toDay = shiftDay(today, -1);
  return { fromDay: shiftDay(toDay, -(days - 1)), toDay };
}
