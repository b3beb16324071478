// Feed items built from real days of the dataset.
import { describe, expect, it } from 'vitest';
import { dayCommits, dayTags, project } from '../test/dataset';
import { buildFeedItem, type FeedItemInput } from './build-feed-item';
import type { CommitInput } from './types';

const day = (
  repo: string,
  slug: string,
  date: string,
  extra: Partial<FeedItemInput> = {},
): FeedItemInput => ({
  project: project(slug),
  commits: dayCommits(repo, date),
  tags: dayTags(repo, date),
  analysisDate: date,
  daysAnalyzed: 1,
  ...extra,
});

const citedShas = (content: string): string[] =>
  [...content.matchAll(/\(([0-9a-f]{7})\)/g)].map((m) => m[1] ?? '');
const sentences = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');

const PENDLE_OFT = day('pendle-finance/pendle-core-v2-public', 'pendle', '2026-05-18');
const OPTIMISM_BUSY = day('ethereum-optimism/optimism', 'optimism', '2024-10-23');
const UNISWAP_RELEASE = day('Uniswap/v4-core', 'uniswap', '2025-05-13');

describe('buildFeedItem on real days', () => {
  it('titles the item after its headline change, not a commit count', () => {
    const item = buildFeedItem(PENDLE_OFT);
    expect(item?.title).toBe('Pendle adds PendleOFT');
    expect(item?.title).not.toMatch(/\d+ commits?/);
    expect(buildFeedItem(UNISWAP_RELEASE)?.title).toBe('Uniswap releases 1.0.2 in v4-core');
  });

  it('writes a summary of at most two sentences that names the changes', () => {
    for (const input of [PENDLE_OFT, OPTIMISM_BUSY, UNISWAP_RELEASE]) {
      const item = buildFeedItem(input);
      expect(item).not.toBeNull();
      expect(sentences(item?.summary ?? '').length).toBeLessThanOrEqual(2);
    }
    expect(buildFeedItem(PENDLE_OFT)?.summary).toMatch(/^Pendle adds PendleOFT and /);
  });

  it('cites only shas of meaningful input commits, and cites every signal line', () => {
    for (const input of [PENDLE_OFT, OPTIMISM_BUSY, UNISWAP_RELEASE]) {
      const item = buildFeedItem(input);
      const meaningful = new Set(item?.commitShas.map((s) => s.slice(0, 7)));
      const cited = citedShas(item?.content ?? '');
      expect(cited.length).toBeGreaterThan(0);
      for (const sha of cited) expect(meaningful.has(sha)).toBe(true);
    }
    const content = buildFeedItem(PENDLE_OFT)?.content ?? '';
    expect(content).toMatch(/^New products & features: Added PendleOFT \(2d87887\)\.$/m);
    expect(content).toMatch(/^Bridges & cross-chain: .*\(2d87887\).*\(d077b52\)/m);
  });

  it('never cites a tag target that is not one of the item commits', () => {
    const input = {
      ...PENDLE_OFT,
      tags: [{ name: 'v6.6.6', repository: 'x/y', sha: 'abcdef0123456789', taggedAt: '' }],
    };
    const item = buildFeedItem(input);
    expect(item?.content).toMatch(/^Releases: v6\.6\.6\.$/m);
    expect(citedShas(item?.content ?? '')).not.toContain('abcdef0');
  });

  it('labels content lines so the client can bold them', () => {
    const lines = (buildFeedItem(OPTIMISM_BUSY)?.content ?? '').split('\n');
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Za-z &-]+(?: \([^)]*\))?: \S/);
    expect(lines.at(-1)).toMatch(/^Filtered noise: \d+ commits \(/);
  });

  it('counts meaningful commits and files noise by reason', () => {
    const item = buildFeedItem(OPTIMISM_BUSY);
    const noiseTotal = Object.values(item?.noise ?? {}).reduce((a, b) => a + b, 0);
    expect(item?.total_commits).toBe(item?.commitShas.length);
    expect((item?.total_commits ?? 0) + noiseTotal).toBe(OPTIMISM_BUSY.commits.length);
    expect(item?.classified).toHaveLength(OPTIMISM_BUSY.commits.length);
    for (const c of item?.classified ?? []) if (c.noise !== null) expect(c.signals).toEqual([]);
  });

  it('lists commit shas newest first', () => {
    const item = buildFeedItem(OPTIMISM_BUSY);
    const time = new Map(OPTIMISM_BUSY.commits.map((c) => [c.sha, Date.parse(c.committedAt)]));
    const times = (item?.commitShas ?? []).map((s) => time.get(s) ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is deterministic, whatever the input order', () => {
    const shuffled: CommitInput[] = [...OPTIMISM_BUSY.commits].reverse();
    const a = buildFeedItem(OPTIMISM_BUSY);
    const b = buildFeedItem({
      ...OPTIMISM_BUSY,
      commits: shuffled,
      tags: [...OPTIMISM_BUSY.tags].reverse(),
    });
    expect(b).toEqual(a);
    expect(buildFeedItem(structuredClone(PENDLE_OFT))).toEqual(buildFeedItem(PENDLE_OFT));
  });

  it('returns null for a day with only noise', () => {
    const noiseOnly = day('Uniswap/v4-core', 'uniswap', '2025-04-22');
    expect(noiseOnly.commits.length).toBeGreaterThan(0);
    expect(buildFeedItem(noiseOnly)).toBeNull();
    expect(buildFeedItem({ ...PENDLE_OFT, commits: [] })).toBeNull();
  });

  it('makes a major release high priority and names it in the title', () => {
    const tags = [
      {
        name: 'v7.0.0',
        repository: 'pendle-finance/pendle-core-v2-public',
        sha: null,
        taggedAt: '2026-05-18T10:00:00Z',
      },
    ];
    const item = buildFeedItem({ ...PENDLE_OFT, tags });
    expect(item?.priority).toBe('high');
    expect(item?.title).toBe('Pendle releases v7.0.0');
    expect(item?.signals).toContain('release');
    expect(item?.content).toContain('Releases: v7.0.0 (major).');
  });

  it('adds contributor_surge only against a baseline it beats by 3× and 5', () => {
    const busy = buildFeedItem({
      ...OPTIMISM_BUSY,
      baseline: { meanDailyCommits: 4, meanDailyAuthors: 2 },
    });
    expect(busy?.signals).toContain('contributor_surge');
    expect(busy?.content).toMatch(/^Contributor activity: /m);
    const normal = buildFeedItem({
      ...OPTIMISM_BUSY,
      baseline: { meanDailyCommits: 12, meanDailyAuthors: 8 },
    });
    expect(normal?.signals).not.toContain('contributor_surge');
    expect(buildFeedItem(PENDLE_OFT)?.signals).not.toContain('contributor_surge');
  });

  it('does not call a chain the project already lists an expansion', () => {
    const commit: CommitInput = {
      sha: '1'.repeat(40),
      repository: 'pendle-finance/pendle-core-v2-public',
      parents: ['0'.repeat(40)],
      authorName: 'Dev',
      committedAt: '2026-05-18T12:00:00Z',
      message: 'Add basic deployment addresses for arbitrum chain',
      files: [{ path: 'deployments/42161-core.json', status: 'A', additions: 40, deletions: 0 }],
    };
    const item = buildFeedItem({ ...PENDLE_OFT, commits: [commit] });
    expect(item?.signals).not.toContain('chain_expansion');
    expect(item?.signals).toContain('deployment');
    const fresh = buildFeedItem({
      ...PENDLE_OFT,
      commits: [
        {
          ...commit,
          files: [{ ...commit.files[0]!, path: 'deployments/59144-core.json' }],
          message: 'Add basic deployment addresses for linea chain',
        },
      ],
    });
    expect(fresh?.signals[0]).toBe('chain_expansion');
    expect(fresh?.priority).toBe('high');
    expect(fresh?.content).toMatch(/^Chain expansions \(Linea\): /m);
  });

  it('fills the draft from the project and the window', () => {
    const item = buildFeedItem(PENDLE_OFT);
    expect(item).toMatchObject({
      type: 'commit_analysis',
      owner: 'Pendle',
      category: 'DeFi',
      analysis_date: '2026-05-18',
      days_analyzed: 1,
      networks: PENDLE_OFT.project.networks,
    });
    expect(item?.score).toBeGreaterThanOrEqual(0);
    expect(item?.score).toBeLessThanOrEqual(100);
    expect(item?.tags.protocols).toContain('LayerZero');
  });
});

describe('shown and possible signals', () => {
  // Another classifier's verdicts (the port CLASSIFIER=llm uses) make each commit's shown and
  // possible signals explicit, whatever the rules' calibration is.
  const [first, second] = PENDLE_OFT.commits.filter((c) => c.parents.length === 1);
  const verdicts = new Map([
    [
      first!.sha,
      {
        signals: ['new_feature' as const],
        candidates: [
          { signal: 'new_feature' as const, evidence: 'add PendleOFT', confidence: 0.95 },
          { signal: 'governance_change' as const, evidence: 'owner', confidence: 0.4 },
        ],
      },
    ],
    [
      second!.sha,
      {
        signals: [],
        candidates: [
          { signal: 'governance_change' as const, evidence: 'admin', confidence: 0.55 },
          { signal: 'new_feature' as const, evidence: 'adds', confidence: 0.3 },
        ],
      },
    ],
  ]);
  const item = buildFeedItem({ ...PENDLE_OFT, commits: [first!, second!], verdicts });

  it('rates and writes the item from shown signals only', () => {
    expect(item?.signals).toEqual(['new_feature']);
    expect(item?.priority).toBe('medium');
    expect(item?.content).not.toMatch(/Governance/);
  });

  it('keeps a signal no commit shows as possible, with its best confidence and its commits', () => {
    expect(item?.possible_signals).toEqual([
      { signal: 'governance_change', confidence: 0.55, shas: [second!.sha, first!.sha] },
    ]);
  });
});
