import { describe, expect, it } from 'vitest';
import { previousQuarterKey, quarterRef } from './quarter-keys';

describe('quarter keys', () => {
  it('reads a quarter key into its year and label', () => {
    expect(quarterRef('2025-Q1')).toEqual({ quarter: '2025-Q1', year: 2025, label: 'Q1 2025' });
    expect(quarterRef('2025-Q5')).toBeNull();
    expect(quarterRef('Q1 2025')).toBeNull();
  });

  it('opens on the quarter before today, across a year end', () => {
    expect(previousQuarterKey(new Date('2026-11-22T10:00:00Z'))).toBe('2026-Q3');
    expect(previousQuarterKey(new Date('2026-02-01T00:00:00Z'))).toBe('2025-Q4');
    expect(previousQuarterKey(new Date('2026-04-01T00:00:00Z'))).toBe('2026-Q1');
  });
});
