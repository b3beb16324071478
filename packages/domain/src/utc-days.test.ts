import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  addDays,
  dayDifference,
  daysAgo,
  shiftDay,
  startOfUtcDay,
  utcDay,
  utcMidnight,
} from './utc-days';

// 23:30 on 31 December in UTC is already 1 January east of Greenwich: the UTC day is the key.
const NEW_YEARS_EVE = new Date('2025-12-31T23:30:00Z');

describe('UTC days', () => {
  it('name the UTC calendar day of a moment, from a Date or milliseconds', () => {
    expect(utcDay(NEW_YEARS_EVE)).toBe('2025-12-31');
    expect(utcDay(NEW_YEARS_EVE.getTime() + 30 * 60_000)).toBe('2026-01-01');
  });

  it('start at midnight UTC', () => {
    expect(utcMidnight('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(startOfUtcDay(NEW_YEARS_EVE).toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(Number.isNaN(utcMidnight('not a day').getTime())).toBe(true);
  });

  it('add whole days to a moment, keeping its time of day', () => {
    expect(addDays(NEW_YEARS_EVE, 1).toISOString()).toBe('2026-01-01T23:30:00.000Z');
    expect(addDays(NEW_YEARS_EVE, -365).getTime()).toBe(NEW_YEARS_EVE.getTime() - 365 * DAY_MS);
  });

  it('shift a day key across month, year and leap-day boundaries', () => {
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftDay('2026-01-01', -31)).toBe('2025-12-01');
    expect(shiftDay('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('open a window of n days that ends on the given day', () => {
    expect(daysAgo(NEW_YEARS_EVE, 1)).toBe('2025-12-31');
    expect(daysAgo(NEW_YEARS_EVE, 7)).toBe('2025-12-25');
  });

  it('count calendar days between moments, whatever their time of day', () => {
    expect(dayDifference(new Date('2025-12-31T23:59:00Z'), new Date('2026-01-01T00:01:00Z'))).toBe(
      1,
    );
    expect(dayDifference(new Date('2026-01-01T00:01:00Z'), NEW_YEARS_EVE)).toBe(-1);
    expect(dayDifference(NEW_YEARS_EVE, NEW_YEARS_EVE)).toBe(0);
  });
});
