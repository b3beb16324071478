import { describe, expect, it } from 'vitest';
import { localWriter } from './local-writer';
import type { HighlightFact, WriterFacts } from './writer';

const commit = (subject: string, area: string | null): HighlightFact => ({
  sha: 'b'.repeat(40),
  shortSha: 'bbbbbbb',
  repository: 'alloy-rs/alloy',
  author: 'dev',
  committedAt: '2026-04-30T00:00:00Z',
  subject,
  area,
  signals: [],
  filesChanged: 11,
  additions: 37,
  deletions: 19,
});

const day = (h: HighlightFact, releases: WriterFacts['releases'] = []): WriterFacts => ({
  project: { slug: 'alloy', name: 'Alloy', category: 'Developer Tools', networks: [] },
  analysisDate: '2026-04-30',
  daysAnalyzed: 1,
  priority: 'low',
  signals: [],
  headline: h,
  majorRelease: null,
  sections: [],
  otherChanges: [h],
  releases,
  newChains: [],
  contributorSurge: null,
  counts: {
    meaningfulCommits: 1,
    contributors: 1,
    repositories: [h.repository],
    filesChanged: h.filesChanged,
    additions: h.additions,
    deletions: h.deletions,
    noiseCommits: 0,
  },
  noise: {},
  tags: {
    blockchain_technologies: [],
    protocols: [],
    tools_and_platforms: [],
    standards_and_frameworks: [],
  },
});

describe('a day of only chores', () => {
  it('says the work changes nothing for users (alloy 18425b7)', () => {
    const text = localWriter.write(day(commit('stabilize main red tests', 'fix(ci)')));
    expect(text.title).toBe('Alloy stabilizes main red tests (no user-facing change)');
  });

  it('names a refactor as one, and leaves product work alone', () => {
    const refactor = commit('renamed error AppealPeriodIsOver into NotAppealPeriod', 'refactor');
    expect(localWriter.write(day(refactor)).title).toBe(
      'Alloy renames error AppealPeriodIsOver into NotAppealPeriod (refactor)',
    );
    const feature = commit('support Ed25519 in KMS signer', 'feat');
    expect(localWriter.write(day(feature)).title).toBe('Alloy now supports Ed25519 in KMS signer');
  });

  it('names the tags of the day in the summary', () => {
    const feature = commit('support Ed25519 in KMS signer', 'feat');
    const text = localWriter.write(day(feature, [{ name: 'v1.4.0-rc4', sha: null, major: false }]));
    expect(text.summary).toMatch(
      /^Alloy now supports Ed25519 in KMS signer and tags v1\.4\.0-rc4\./,
    );
  });
});
