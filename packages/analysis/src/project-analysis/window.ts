// Which days an analysis covers. The caller passes today; the engine reads no clock.
import { shiftDay } from '@gitsignals/domain';

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
