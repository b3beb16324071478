import type { SignalId } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { analyseProjectWindow, type ProjectWindowInput, type WindowCommit } from './analyse-window';
import { noiseLabel } from './noise-labels';
import { shiftDay } from '@gitsignals/domain';
import { analysisWindow } from './window';

let counter = 0;
function commit(
  message: string,
  signals: SignalId[],
  extra: Partial<WindowCommit> = {},
): WindowCommit {
  counter += 1;
  return {
    sha: `${counter.toString(16).padStart(7, '0')}${'f'.repeat(33)}`,
    repository: 'uniswap/v4-core',
    authorName: 'Ada',
    committedAt: `2026-11-1${counter % 9}T12:00:00Z`,
    message,
    signals,
    filesChanged: 2,
    additions: 10,
    deletions: 2,
    ...extra,
  };
}

function input(
  commits: WindowCommit[],
  extra: Partial<ProjectWindowInput> = {},
): ProjectWindowInput {
  return {
    project: { slug: 'uniswap', name: 'Uniswap', category: 'DEX', networks: ['Ethereum'] },
    days: 7,
    fromDay: '2026-11-15',
    toDay: '2026-11-21',
    commits,
    noise: {},
    releases: [],
    ...extra,
  };
}

const shortShasIn = (text: string): string[] =>
  [...text.matchAll(/\(([0-9a-f]{7})[),]/g)].map((m) => m[1]!);

describe('analyseProjectWindow', () => {
  it('has nothing to say about a window without meaningful commits', () => {
    expect(analyseProjectWindow(input([]))).toBeNull();
  });

  it('leads with the most important signal and cites every commit it describes', () => {
    const fix = commit('fix(pool): prevent reentrancy in swap callback', ['security_fix']);
    const feature = commit('feat(hooks): add dynamic fee hooks (#812)', ['new_feature'], {
      authorName: 'Grace',
      repository: 'uniswap/v4-periphery',
    });
    const chore = commit('refactor: split pool manager', []);
    const result = analyseProjectWindow(input([feature, chore, fix]))!;

    expect(result.summary).toBe(
      'Over the past 7 days (Nov 15, 2026 to Nov 21, 2026), Uniswap landed 3 meaningful commits by 2 contributors across 2 repositories. ' +
        'The work centred on security fixes and new products & features. ' +
        `Headline: Prevented reentrancy in swap callback (${fix.sha.slice(0, 7)}).`,
    );
    expect(result.key_highlights).toEqual([
      `Security fixes: Prevented reentrancy in swap callback (${fix.sha.slice(0, 7)}).`,
      `New products & features: Added dynamic fee hooks (${feature.sha.slice(0, 7)}).`,
      `Other changes: Split pool manager (${chore.sha.slice(0, 7)}).`,
    ]);
    const inputShas = new Set([fix, feature, chore].map((c) => c.sha.slice(0, 7)));
    for (const line of result.key_highlights) {
      expect(shortShasIn(line).length).toBeGreaterThan(0);
      for (const sha of shortShasIn(line)) expect(inputShas).toContain(sha);
    }
    expect(result.business_impact).toMatch(/^Security fixes lower the risk/);
    expect(result.business_impact).toContain(`(${fix.sha.slice(0, 7)})`);
    expect(result.business_impact).toContain(`(${feature.sha.slice(0, 7)})`);
  });

  it('is deterministic whatever the input order', () => {
    const commits = [
      commit('feat: add limit orders', ['new_feature']),
      commit('chore: bump foundry', ['tech_stack_change']),
      commit('Deploy to Base', ['chain_expansion', 'deployment']),
    ];
    const a = analyseProjectWindow(input(commits));
    const b = analyseProjectWindow(input([...commits].reverse()));
    expect(a).toEqual(b);
    expect(a!.key_highlights[0]).toMatch(/^Chain expansions: /);
  });

  it('names the version a release commit cuts', () => {
    const bump = commit('chore(release): bump to 1.0.2 (#972)', ['release']);
    const result = analyseProjectWindow(input([bump]))!;
    expect(result.key_highlights).toEqual([`Releases: Released 1.0.2 (${bump.sha.slice(0, 7)}).`]);
    expect(result.summary).toContain(`Headline: Released 1.0.2 (${bump.sha.slice(0, 7)}).`);
  });

  it('caps each highlight at three commits and counts the rest', () => {
    const features = Array.from({ length: 5 }, (_, i) =>
      commit(`feat: add market ${i}`, ['new_feature']),
    );
    const [line] = analyseProjectWindow(input(features))!.key_highlights;
    expect(shortShasIn(line!)).toHaveLength(3);
    expect(line).toMatch(/; and 2 more commits\.$/);
  });

  it('calls a window of plain upkeep maintenance and mentions tagged releases', () => {
    const upkeep = commit('refactor: tidy storage layout', []);
    const result = analyseProjectWindow(
      input([upkeep], { releases: ['v4.0.1'], days: 14, fromDay: '2026-11-08' }),
    )!;
    expect(result.summary).toContain('Over the past 14 days (Nov 8, 2026 to Nov 21, 2026)');
    expect(result.summary).toContain('in v4-core.');
    expect(result.summary).toContain('Tagged v4.0.1.');
    expect(result.business_impact).toMatch(/^This period was maintenance: 1 commit/);
    expect(result.summary).toContain(
      'No change carried a product signal. The most substantial: Tidied storage layout',
    );
    expect(result.business_impact).toContain(`(${upkeep.sha.slice(0, 7)})`);
  });

  it('puts the whole analysis in raw_response as markdown', () => {
    const result = analyseProjectWindow(input([commit('feat: add vaults', ['new_feature'])]))!;
    expect(result.raw_response).toBe(
      [
        '## Summary',
        result.summary,
        '',
        '## Key Highlights',
        ...result.key_highlights.map((h) => `- ${h}`),
        '',
        '## Business Impact',
        result.business_impact,
      ].join('\n'),
    );
  });
});

describe('noiseLabel', () => {
  it('names known reasons and spells out unknown ones', () => {
    expect(noiseLabel('lockfile')).toBe('Lockfile updates only');
    expect(noiseLabel('some_new_reason')).toBe('Some new reason');
  });
});

describe('analysisWindow', () => {
  it('covers the complete days before today, across month ends', () => {
    expect(analysisWindow('2026-11-22', 7)).toEqual({ fromDay: '2026-11-15', toDay: '2026-11-21' });
    expect(analysisWindow('2026-03-01', 14)).toEqual({
      fromDay: '2026-02-15',
      toDay: '2026-02-28',
    });
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
