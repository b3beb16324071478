import { describe, expect, it } from 'vitest';
import { describeCommit } from './describe-commit';
import type { HighlightFact } from './writer';

const h = (subject: string, area: string | null, signals: HighlightFact['signals'] = []) => ({
  sha: 'a'.repeat(40),
  shortSha: 'aaaaaaa',
  repository: 'org/repo',
  author: 'dev',
  committedAt: '2025-01-01T00:00:00Z',
  subject,
  area,
  signals,
  filesChanged: 1,
  additions: 1,
  deletions: 1,
});

describe('describeCommit', () => {
  it('names the versions a "Version Packages" commit released', () => {
    const words = describeCommit(h('Version Packages', null, ['release']), 'present', {
      releases: ['@mysten/sui@2.13.0'],
    });
    expect(words.texts).toEqual(['releases @mysten/sui@2.13.0']);
  });

  it('reads a bare level bump as the version bump of its scope (pyth 27d0b5d)', () => {
    const words = describeCommit(
      h('major bump, considering the changes', 'feat(lazer-sdk-js)', ['breaking_change']),
      'present',
    );
    expect(words.texts).toEqual(['bumps lazer-sdk-js to a new major version']);
  });

  it('describes the revert of an empty message by its files (gearbox c35d8f8)', () => {
    const words = describeCommit(h('Revert "update"', null), 'past');
    expect(words.fromFiles).toBe(true);
    expect(words.texts[0]).toBe('Reverted changes to a file (+1/−1 lines)');
  });

  it('answers an audit finding in its own words', () => {
    expect(
      describeCommit(h('OZ M02: fee griefing', null, ['security_fix']), 'present').texts,
    ).toEqual(['addresses finding OZ M02: fee griefing']);
    expect(
      describeCommit(h('G-09. Cache array length outside of loop', null, ['audit']), 'past').texts,
    ).toEqual(['Cached array length outside of loop for finding G-09']);
  });
});
