import { describe, expect, it } from 'vitest';
import {
  categoryAnchorId,
  categoryGroups,
  filterCategoryGroups,
  sameProjects,
} from './filter-categories';

const groups = categoryGroups({
  Oracles: ['Chainlink', 'Pyth'],
  DEX: ['Uniswap', 'Curve', 'Uniswap'],
  Empty: [],
});

describe('categoryGroups', () => {
  it('sorts categories and projects by name, drops repeats and empty categories', () => {
    expect(groups).toEqual([
      { category: 'DEX', projects: ['Curve', 'Uniswap'] },
      { category: 'Oracles', projects: ['Chainlink', 'Pyth'] },
    ]);
  });
});

describe('filterCategoryGroups', () => {
  it('keeps only matching projects, and hides categories with none', () => {
    expect(filterCategoryGroups(groups, 'UNI')).toEqual([
      { category: 'DEX', projects: ['Uniswap'] },
    ]);
  });

  it('shows a whole category when its title matches', () => {
    expect(filterCategoryGroups(groups, 'oracle')).toEqual([
      { category: 'Oracles', projects: ['Chainlink', 'Pyth'] },
    ]);
  });

  it('shows everything for a blank query and nothing for no match', () => {
    expect(filterCategoryGroups(groups, '  ')).toEqual(groups);
    expect(filterCategoryGroups(groups, 'zzz')).toEqual([]);
  });
});

describe('categoryAnchorId and sameProjects', () => {
  it('makes element ids from category names', () => {
    expect(categoryAnchorId('Infrastructure & Tooling')).toBe('category-infrastructure-tooling');
    expect(categoryAnchorId('!!')).toBe('category-other');
  });

  it('compares project sets regardless of order', () => {
    expect(sameProjects(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameProjects(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });
});
