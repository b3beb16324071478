import { describe, expect, it } from 'vitest';
import { categoryState, toggleCategory, toggleProject } from './category-selection';

const dex = ['Uniswap', 'Curve', 'Balancer'];

describe('toggleCategory', () => {
  it('adds only the missing projects when some are selected', () => {
    const next = toggleCategory(new Set(['Curve', 'Aave']), dex);
    expect([...next].sort()).toEqual(['Aave', 'Balancer', 'Curve', 'Uniswap']);
  });

  it('adds every project when none is selected', () => {
    expect([...toggleCategory(new Set(), dex)].sort()).toEqual(['Balancer', 'Curve', 'Uniswap']);
  });

  it('removes all its projects when all are selected, keeping other categories', () => {
    const next = toggleCategory(new Set([...dex, 'Aave']), dex);
    expect([...next]).toEqual(['Aave']);
  });

  it('does not change the set it was given', () => {
    const selected = new Set(['Curve']);
    toggleCategory(selected, dex);
    expect([...selected]).toEqual(['Curve']);
  });
});

describe('categoryState', () => {
  it('says all, some or none', () => {
    expect(categoryState(new Set(dex), dex)).toBe('all');
    expect(categoryState(new Set(['Curve']), dex)).toBe('some');
    expect(categoryState(new Set(['Aave']), dex)).toBe('none');
    expect(categoryState(new Set(['Aave']), [])).toBe('none');
  });
});

describe('toggleProject', () => {
  it('adds a missing project and removes a selected one', () => {
    expect([...toggleProject(new Set(['Curve']), 'Aave')]).toEqual(['Curve', 'Aave']);
    expect([...toggleProject(new Set(['Curve', 'Aave']), 'Curve')]).toEqual(['Aave']);
  });
});
