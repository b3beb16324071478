import { describe, expect, it } from 'vitest';
import { detectSurge } from './contributor-surge';

describe('detectSurge', () => {
  const baseline = { meanDailyCommits: 2, meanDailyAuthors: 1.5 };
  it('fires at 3× baseline and at least 5', () => {
    expect(detectSurge(6, 2, 1, baseline)).toMatchObject({ measure: 'commits', ratio: 3 });
    expect(detectSurge(5, 5, 1, baseline)).toMatchObject({ measure: 'contributors' });
  });
  it('needs both the ratio and the minimum', () => {
    expect(detectSurge(4, 4, 1, { meanDailyCommits: 1, meanDailyAuthors: 1 })).toBeNull();
    expect(detectSurge(8, 3, 1, { meanDailyCommits: 3, meanDailyAuthors: 2 })).toBeNull();
  });
  it('is day-level only and needs a baseline', () => {
    expect(detectSurge(30, 10, 7, baseline)).toBeNull();
    expect(detectSurge(30, 10, 1, undefined)).toBeNull();
  });
});
