import { describe, expect, it } from 'vitest';
import { pastOf, thirdPersonOf, verbBase } from './verb-forms';

describe('verb forms', () => {
  it('finds the base verb of any form', () => {
    expect(['Added', 'adding', 'adds', 'add'].map(verbBase)).toEqual(['add', 'add', 'add', 'add']);
    expect(verbBase('classified')).toBe('classify');
    expect(verbBase('updated')).toBe('update');
    expect(verbBase('wrote')).toBe('write');
    expect(verbBase('Pectra')).toBeNull();
  });

  it('inflects irregular, doubled and commit-only verbs', () => {
    expect(['classify', 'pass', 'fix', 'update', 'refactor'].map(thirdPersonOf)).toEqual([
      'classifies',
      'passes',
      'fixes',
      'updates',
      'refactors',
    ]);
    expect(['ship', 'forbid', 'rewrite', 'unpin', 'set', 'redeploy'].map(pastOf)).toEqual([
      'shipped',
      'forbade',
      'rewrote',
      'unpinned',
      'set',
      'redeployed',
    ]);
  });
});
