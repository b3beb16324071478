import { describe, expect, it } from 'vitest';
import {
  defaultQuarter,
  parseQuarter,
  previousQuarter,
  quarterOfDay,
  weeksOfQuarter,
  weekStartOf,
} from './quarter-period';

describe('quarters', () => {
  it('names the first and last day of each quarter', () => {
    expect(parseQuarter('2025-Q1')).toMatchObject({
      start: '2025-01-01',
      end: '2025-03-31',
      label: 'Q1 2025',
    });
    expect(parseQuarter('2024-Q2')).toMatchObject({ start: '2024-04-01', end: '2024-06-30' });
    expect(parseQuarter('2024-Q3')?.end).toBe('2024-09-30');
    expect(parseQuarter('2024-Q4')?.end).toBe('2024-12-31');
  });

  it('refuses keys that are not a quarter', () => {
    for (const key of ['2025-Q5', '2025-Q0', '2025Q1', '25-Q1', '2025-q1', '']) {
      expect(parseQuarter(key)).toBeNull();
    }
  });

  it('finds the quarter of a day and the quarter before it, across a year end', () => {
    expect(quarterOfDay('2025-05-13').key).toBe('2025-Q2');
    expect(quarterOfDay('2025-03-31T23:59:59Z').key).toBe('2025-Q1');
    expect(quarterOfDay('2025-04-01').key).toBe('2025-Q2');
    expect(previousQuarter(quarterOfDay('2025-02-10')).key).toBe('2024-Q4');
  });

  it('opens on the previous quarter of today when it has data, else the newest with data', () => {
    expect(defaultQuarter(['2025-Q2', '2025-Q1', '2024-Q4'], '2025-05-13')).toBe('2025-Q1');
    expect(defaultQuarter(['2024-Q3', '2025-Q2'], '2025-05-13')).toBe('2025-Q2');
    expect(defaultQuarter(['2023-Q1', '2024-Q3'], '2025-05-13')).toBe('2024-Q3');
    expect(defaultQuarter([], '2025-05-13')).toBeNull();
  });

  it('cuts a quarter into Sunday-start weeks', () => {
    expect(weekStartOf('2025-01-01')).toBe('2024-12-29');
    expect(weekStartOf('2025-01-05')).toBe('2025-01-05');
    const weeks = weeksOfQuarter(quarterOfDay('2025-02-01'));
    expect(weeks[0]).toBe('2024-12-29');
    expect(weeks.at(-1)).toBe('2025-03-30');
    expect(weeks).toHaveLength(14);
  });
});
