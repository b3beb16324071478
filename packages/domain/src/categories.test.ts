import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_CATEGORIES } from './project-categories';
import {
  STACK_CATEGORY_KEYS,
  STACK_CATEGORY_REGISTRY,
  STACK_CATEGORY_TITLES,
  isStackCategory,
} from './stack-categories';

describe('stack categories', () => {
  it('are the 27 of spec section 3 with distinct titles', () => {
    expect(STACK_CATEGORY_KEYS).toHaveLength(27);
    expect(new Set(Object.values(STACK_CATEGORY_TITLES)).size).toBe(27);
  });

  it('name the role of a single provider only where projects use one at a time', () => {
    const single = STACK_CATEGORY_KEYS.filter(
      (k) => STACK_CATEGORY_REGISTRY[k].singleProviderRole !== null,
    );
    expect(single).toEqual([
      'oracles',
      'cross_chain',
      'indexers',
      'authentication',
      'data_availability',
      'rpcs',
      'observability',
    ]);
  });

  it('tells a key from any other string', () => {
    expect(isStackCategory('oracles')).toBe(true);
    expect(isStackCategory('constructor')).toBe(false);
  });
});

describe('project categories', () => {
  it('are exactly the categories the bundled registry assigns', () => {
    const file = new URL('../../../data/projects.json', import.meta.url);
    const registry = JSON.parse(readFileSync(file, 'utf8')) as {
      meta: { categories: Record<string, number> };
      projects: { category: string }[];
    };
    const used = new Set(registry.projects.map((p) => p.category));
    expect([...used].sort()).toEqual([...PROJECT_CATEGORIES].sort());
    expect(Object.keys(registry.meta.categories)).toEqual([...PROJECT_CATEGORIES]);
  });
});
