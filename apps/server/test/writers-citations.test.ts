// The citation rule on its own: what counts as a sha, what is dropped, what a title becomes.
import { describe, expect, it } from 'vitest';
import {
  checkHighlight,
  checkSummary,
  checkTitle,
  resolveSha,
  shaTokens,
  withoutCitations,
} from '../src/writers/citations';

const commit = (sha: string) => ({ sha, shortSha: sha.slice(0, 7) });
const known = [
  commit('a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'),
  commit('6639928176cc1ae72a2acb9992ebdcbd6cfaf0ec'),
  commit('bbbbbbb111111111111111111111111111111111'),
  commit('bbbbbbb222222222222222222222222222222222'),
];

describe('what counts as a sha', () => {
  it('finds shas in prose, including all-digit ones that name a known commit', () => {
    expect(shaTokens('Fixed it (a1b2c3d) and 6639928; raised the cap to 1000000', known)).toEqual([
      'a1b2c3d',
      '6639928',
    ]);
  });

  it('leaves words and numbers alone', () => {
    expect(shaTokens('The defaced pool held 1000000 tokens', known)).toEqual([]);
  });

  it('resolves a prefix only when exactly one commit has it', () => {
    expect(resolveSha('(A1B2C3D)', known)).toBe(known[0]!.sha);
    expect(resolveSha('#a1b2c3d4e5', known)).toBe(known[0]!.sha);
    expect(resolveSha('bbbbbbb', known)).toBeNull();
    expect(resolveSha('f00ba47', known)).toBeNull();
    expect(resolveSha('a1b2c3', known)).toBeNull();
  });

  it('removes citation groups and bare shas from text', () => {
    expect(withoutCitations('Added hooks (a1b2c3d, 6639928). Then a1b2c3d again', known)).toBe(
      'Added hooks. Then again',
    );
    expect(withoutCitations('Raised the cap (to 1000000)', known)).toBe(
      'Raised the cap (to 1000000)',
    );
  });
});

describe('highlights', () => {
  it('keeps a highlight whose citations are all known, with full shas', () => {
    expect(
      checkHighlight({ text: 'added dynamic fees (a1b2c3d).', shas: ['6639928'] }, known),
    ).toEqual({
      text: 'Added dynamic fees',
      shas: [known[1]!.sha, known[0]!.sha],
    });
  });

  it('drops one citing nothing, an unknown sha, or an ambiguous one', () => {
    expect(checkHighlight({ text: 'Partnered with an exchange', shas: [] }, known)).toEqual({
      text: 'Partnered with an exchange',
      reason: 'cites no commit',
    });
    expect(
      checkHighlight({ text: 'Rewrote it', shas: ['a1b2c3d', 'f00ba47'] }, known),
    ).toMatchObject({
      reason: 'cites unknown sha f00ba47',
    });
    expect(
      checkHighlight({ text: 'Rewrote it (deadbee1)', shas: ['a1b2c3d'] }, known),
    ).toMatchObject({
      reason: 'cites unknown sha deadbee1',
    });
    expect(checkHighlight({ text: 'Split it', shas: ['bbbbbbb'] }, known)).toMatchObject({
      reason: 'cites unknown sha bbbbbbb',
    });
  });
});

describe('summary and title', () => {
  it('keeps only summary sentences citing known shas, without the citations', () => {
    const { sentences, dropped } = checkSummary(
      'Uniswap ships dynamic fees (a1b2c3d). It is the biggest launch ever. It also rewrote consensus (f00ba47)! Fixed a bug (6639928)',
      known,
    );
    expect(sentences).toEqual(['Uniswap ships dynamic fees.', 'Fixed a bug.']);
    expect(dropped.map((d) => d.reason)).toEqual(['cites no commit', 'cites unknown sha f00ba47']);
  });

  it('makes the title start with the project name and fit 100 characters', () => {
    expect(checkTitle('uniswap ships dynamic fees (a1b2c3d).', known, 'Uniswap')).toBe(
      'Uniswap ships dynamic fees',
    );
    expect(checkTitle('Dynamic fees arrive', known, 'Uniswap')).toBe(
      'Uniswap: Dynamic fees arrive',
    );
    const long = checkTitle(`Uniswap ${'adds many things '.repeat(10)}`, known, 'Uniswap')!;
    expect(long.length).toBeLessThanOrEqual(100);
    // Cut at a word boundary.
    expect(long).toMatch(/ (adds|many|things)…$/);
    expect(checkTitle('Uniswap rewrites consensus (f00ba47)', known, 'Uniswap')).toBeNull();
  });
});
