import { describe, expect, it } from 'vitest';
import {
  addKeywords,
  isKeywordSetSaved,
  isSameKeywordSet,
  parseKeywordsParam,
  removeKeyword,
  searchPath,
} from './keywords';

describe('addKeywords (Enter in the chips input)', () => {
  it('adds the trimmed keyword', () => {
    expect(addKeywords(['uniswap'], '  oracle  ')).toEqual(['uniswap', 'oracle']);
  });

  it('ignores blank input and returns the same list', () => {
    const list = ['uniswap'];
    expect(addKeywords(list, '   ')).toBe(list);
    expect(addKeywords(list, '')).toBe(list);
  });

  it('ignores a keyword already listed, in any letter case', () => {
    const list = ['Oracle'];
    expect(addKeywords(list, 'oracle')).toBe(list);
    expect(addKeywords(list, ' ORACLE ')).toBe(list);
  });

  it('splits on commas so the chips survive the ?q= round trip', () => {
    expect(addKeywords([], 'bridge, , zk ,bridge')).toEqual(['bridge', 'zk']);
  });
});

describe('removeKeyword', () => {
  it('removes just that chip', () => {
    expect(removeKeyword(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('parseKeywordsParam and searchPath', () => {
  it('reads a comma-separated q, trimmed, empties dropped', () => {
    expect(parseKeywordsParam(' zk , ,rollup,')).toEqual(['zk', 'rollup']);
    expect(parseKeywordsParam(null)).toEqual([]);
  });

  it('writes readable commas and encodes each keyword', () => {
    expect(searchPath(['zk proof', 'a&b'])).toBe('/search?q=zk%20proof,a%26b');
    expect(searchPath([])).toBe('/search');
  });

  it('round-trips through URLSearchParams', () => {
    const path = searchPath(['zk proof', 'a&b', 'Ünï']);
    const q = new URLSearchParams(path.split('?')[1]).get('q');
    expect(parseKeywordsParam(q)).toEqual(['zk proof', 'a&b', 'Ünï']);
  });
});

describe('isSameKeywordSet (Save reads "Saved")', () => {
  it('is true for the same members in another order and letter case', () => {
    expect(isSameKeywordSet(['Bridge', 'zk'], ['ZK', 'bridge'])).toBe(true);
  });

  it('is false when the lengths differ, even if one contains the other', () => {
    expect(isSameKeywordSet(['bridge'], ['bridge', 'zk'])).toBe(false);
    expect(isSameKeywordSet(['bridge', 'zk'], ['bridge'])).toBe(false);
  });

  it('is false for the same length with another member', () => {
    expect(isSameKeywordSet(['bridge', 'zk'], ['bridge', 'oracle'])).toBe(false);
  });

  it('does not count a repeated keyword as a second member', () => {
    expect(isSameKeywordSet(['a', 'a'], ['a', 'b'])).toBe(false);
  });

  it('finds the set among saved searches', () => {
    const saved = [{ keywords: ['oracle'] }, { keywords: ['zk', 'Bridge'] }];
    expect(isKeywordSetSaved(saved, ['bridge', 'zk'])).toBe(true);
    expect(isKeywordSetSaved(saved, ['bridge'])).toBe(false);
    expect(isKeywordSetSaved([], ['bridge'])).toBe(false);
  });
});
