import { describe, expect, it } from 'vitest';
import { previousQuarter } from './previous-quarter';

describe('previousQuarter', () => {
  it('is the last complete calendar quarter, across the new year', () => {
    expect(previousQuarter(new Date('2026-11-22T10:00:00Z'))).toEqual({
      key: '2026-Q3',
      year: 2026,
      label: 'Q3 2026',
    });
    expect(previousQuarter(new Date('2026-01-01T00:00:00Z'))).toEqual({
      key: '2025-Q4',
      year: 2025,
      label: 'Q4 2025',
    });
    expect(previousQuarter(new Date('2026-04-01T00:00:00Z')).key).toBe('2026-Q1');
  });
});
