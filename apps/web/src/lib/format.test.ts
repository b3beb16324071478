import { describe, expect, it } from 'vitest';
import { formatDate, pluralize, projectCountClaim } from './format';

describe('projectCountClaim', () => {
  it("says the spec's 500+ from 500 projects on, however many more", () => {
    expect(projectCountClaim(500)).toBe('500+');
    expect(projectCountClaim(649)).toBe('500+');
    expect(projectCountClaim(1234)).toBe('500+');
  });
  it('gives the exact count below 500', () => {
    expect(projectCountClaim(499)).toBe('499');
    expect(projectCountClaim(57)).toBe('57');
    expect(projectCountClaim(7)).toBe('7');
  });
});

describe('formatDate', () => {
  it('formats calendar days in UTC so they never shift a day', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
  });
  it('writes what en-US Intl writes, for every month and for date-times', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 59));
        expect(formatDate(date.toISOString())).toBe(intl.format(date));
        expect(formatDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
      }
    }
    // A time late on the 21st in New York is the 22nd in UTC.
    expect(formatDate('2026-11-21T23:30:00-05:00')).toBe('Nov 22, 2026');
  });
  it('leaves unparseable input as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('pluralize', () => {
  it('picks the singular for one', () => {
    expect(pluralize(1, 'commit')).toBe('1 commit');
    expect(pluralize(1200, 'commit')).toBe('1,200 commits');
    expect(pluralize(1_234_567, 'item')).toBe('1,234,567 items');
    expect(pluralize(-1200, 'day')).toBe('-1,200 days');
    expect(pluralize(0, 'signal')).toBe('0 signals');
    expect(pluralize(2.5, 'hour')).toBe('2.5 hours');
  });
});
