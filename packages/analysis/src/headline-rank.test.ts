import { describe, expect, it } from 'vitest';
import { bySubstance, choreOf, productLinesOf, substanceOf } from './headline-rank';

const file = (path: string, lines: number) => ({
  path,
  status: 'M',
  additions: lines,
  deletions: 0,
});

describe('choreOf', () => {
  it('names housekeeping subjects as chores (real subjects)', () => {
    expect(choreOf('stabilize main red tests', 'fix(ci)')).toBe('ci');
    expect(choreOf('remove deadcode + useless `Clone` bound on receipts', 'chore(anvil)')).toBe(
      'chore',
    );
    expect(choreOf('removes dead code across crates', null)).toBe('style');
    expect(choreOf('remove unused imports', null)).toBe('style');
    expect(choreOf('apply review requests', null)).toBe('style');
    expect(choreOf('address review comments', null)).toBe('style');
    expect(choreOf('bumps dependency ver', null)).toBe('deps');
    expect(choreOf('extract `inject_precompiles`', 'refactor(anvil)')).toBe('refactor');
  });

  it('leaves product work alone', () => {
    expect(choreOf('support Ed25519 in KMS signer', 'feat')).toBeNull();
    expect(choreOf('add staking', null)).toBeNull();
    expect(choreOf('Blast logo', 'fix')).toBeNull();
    expect(choreOf('Update openzeppelin-contracts', null)).toBeNull();
  });

  it('reads a commit of only tests or docs as a chore, whatever its subject', () => {
    const files = [file('test/Foo.t.sol', 120), file('test/helpers/Setup.sol', 10)];
    expect(choreOf('use current mainnet state for the test', 'feat', files)).toBe('tests');
    expect(choreOf('v2 docs', null, [file('docs/intro.md', 40)])).toBe('docs');
    expect(choreOf('add staking', null, [file('src/staking.ts', 40)])).toBeNull();
  });
});

describe('bySubstance', () => {
  const rank = (subject: string, area: string | null, files: ReturnType<typeof file>[]) =>
    substanceOf(subject, area, files, 0);

  it('puts product work before a bigger chore, features before fixes', () => {
    const flaky = rank('fix flaky test in signer', 'fix', [file('src/signer.test.ts', 400)]);
    const docs = rank('docs overhaul', null, [file('docs/a.md', 3000), file('src/a.ts', 2)]);
    const feature = rank('support Ed25519 in KMS signer', 'feat', [file('src/kms.ts', 30)]);
    const fix = rank('reject votes on completed polls', 'fix', [file('x/vote.go', 90)]);
    const sorted = [flaky, docs, fix, feature].sort(bySubstance);
    expect(sorted).toEqual([feature, fix, docs, flaky]);
  });

  it('counts only product code lines', () => {
    expect(
      productLinesOf([file('src/a.ts', 10), file('docs/a.md', 500), file('a.test.ts', 9)]),
    ).toBe(10);
  });
});
