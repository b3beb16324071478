import { describe, expect, it } from 'vitest';
import { localWriter } from './local-writer';
import { pastPhrase, thirdPerson, tidySubject, verbPhrase } from './phrasing';
import type { HighlightFact, WriterFacts } from './writer';

const h = (sha: string, subject: string, signals: HighlightFact['signals']): HighlightFact => ({
  sha: sha.padEnd(40, '0'),
  shortSha: sha.slice(0, 7),
  repository: 'Uniswap/v4-core',
  author: 'dev',
  committedAt: '2025-01-01T00:00:00Z',
  subject,
  area: null,
  signals,
  filesChanged: 2,
  additions: 10,
  deletions: 2,
});

const hooks = h('a1b2c3d', 'add dynamic fee hooks', ['new_feature']);
const guard = h('d4e5f60', 'OZ M02: ProtocolFeeController Gas Griefing', ['security_fix', 'audit']);
const facts: WriterFacts = {
  project: { slug: 'uniswap', name: 'Uniswap', category: 'DEX', networks: ['Ethereum'] },
  analysisDate: '2025-01-01',
  daysAnalyzed: 1,
  priority: 'high',
  signals: ['security_fix', 'new_feature', 'audit'],
  headline: guard,
  majorRelease: null,
  sections: [
    { signal: 'security_fix', title: 'Security fixes', commits: [guard] },
    { signal: 'new_feature', title: 'New products & features', commits: [hooks] },
    { signal: 'audit', title: 'Audits', commits: [guard] },
  ],
  otherChanges: [],
  releases: [],
  newChains: [],
  contributorSurge: null,
  counts: {
    meaningfulCommits: 2,
    contributors: 1,
    repositories: ['Uniswap/v4-core'],
    filesChanged: 4,
    additions: 20,
    deletions: 4,
    noiseCommits: 1,
  },
  noise: { merge: 1 },
  tags: {
    blockchain_technologies: [],
    protocols: [],
    tools_and_platforms: [],
    standards_and_frameworks: [],
  },
};

describe('phrasing', () => {
  it('conjugates and tidies subjects', () => {
    expect(thirdPerson('fix')).toBe('fixes');
    expect(thirdPerson('apply')).toBe('applies');
    expect(verbPhrase('Added `foo` hook')).toBe('adds foo hook');
    expect(verbPhrase('optimize resolver and add compat mode')).toBe(
      'optimizes resolver and adds compat mode',
    );
    expect(verbPhrase('Permissioned Pools')).toBeNull();
    expect(pastPhrase('add dynamic fee hooks')).toBe('Added dynamic fee hooks');
    expect(pastPhrase('OFTPTSwapper', 'Deployed')).toBe('Deployed OFTPTSwapper');
    expect(tidySubject('fix X. Also refactor Y')).toBe('fix X');
  });
});

describe('localWriter', () => {
  it('titles after the headline and writes labelled, cited lines', () => {
    const text = localWriter.write(facts);
    expect(text.title).toBe(
      'Uniswap addresses finding OZ M02: ProtocolFeeController Gas Griefing in v4-core',
    );
    expect(text.summary).toBe(
      'Uniswap addresses finding OZ M02: ProtocolFeeController Gas Griefing and adds dynamic fee hooks. 2 meaningful commits by 1 contributor (4 files, +20/−4 lines), with security fixes, new products & features and audits.',
    );
    expect(text.content.split('\n')).toEqual([
      'Security fixes: Addressed finding OZ M02: ProtocolFeeController Gas Griefing (d4e5f60).',
      'New products & features: Added dynamic fee hooks (a1b2c3d).',
      'Audits: Addressed finding OZ M02: ProtocolFeeController Gas Griefing (d4e5f60).',
      'Activity: 2 meaningful commits by 1 contributor in 1 repository (v4-core); 4 files changed, +20/−4 lines.',
      'Filtered noise: 1 commit (1 merge).',
    ]);
  });

  it('is synchronous and deterministic', () => {
    expect(localWriter.write(structuredClone(facts))).toEqual(localWriter.write(facts));
    expect(localWriter.name).toBe('local');
  });

  it('caps each line at three commits and says how many more there are', () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      h(`c0ffee${i}`, `add feature ${i}`, ['new_feature']),
    );
    const text = localWriter.write({
      ...facts,
      sections: [{ signal: 'new_feature', title: 'New products & features', commits: many }],
    });
    expect(text.content).toContain('Added feature 2 (c0ffee2); and 2 more commits.');
  });
});
