import { describe, expect, it } from 'vitest';
import { formatDate, headlineCount, pluralize } from './format';

describe('headlineCount', () => {
  it('rounds down to a headline figure', () => {
    expect(headlineCount(649)).toBe('600+');
    expect(headlineCount(57)).toBe('50+');
    expect(headlineCount(1234)).toBe('1,000+');
  });
  it('keeps small and round counts exact', () => {
    expect(headlineCount(7)).toBe('7');
    expect(headlineCount(500)).toBe('500');
    expect(headlineCount(2000)).toBe('2,000');
    expect(headlineCount(1_234_567)).toBe('1,234,000+');
  });
});

describe('formatDate', () => {
  it('formats calendar days in UTC so they never shift a day', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
  });
  it('leaves unparseable input as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('pluralize', () => {
  it('picks the singular for one', () => {
    expect(pluralize(1, 'commit')).toBe('1 commit');
    expect(pluralize(1200, 'commit')).toBe('1,200 commits');
  });
});
