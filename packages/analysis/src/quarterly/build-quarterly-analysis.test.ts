// The quarterly analysis on a real quarter of the dataset, and its rules on small hand-made
// quarters where every figure can be counted by eye.
import type { SignalId } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { project, repoCommits } from '../../test/dataset';
import { buildFeedItem } from '../build-feed-item';
import { classifyCommit } from '../classify-commit';
import type { CommitInput } from '../types';
import { buildQuarterlyAnalysis } from './build-quarterly-analysis';
import type {
  QuarterCommit,
  QuarterFeedItem,
  QuarterlyInput,
  QuarterPeer,
  QuarterRelease,
} from './quarter-input';

const UNISWAP = project('uniswap');

function stored(c: CommitInput): QuarterCommit {
  const classified = classifyCommit(c);
  let additions = 0;
  let deletions = 0;
  for (const f of c.files) {
    additions += f.additions ?? 0;
    deletions += f.deletions ?? 0;
  }
  return {
    sha: c.sha,
    repository: c.repository,
    authorName: c.authorName,
    authorLogin: null,
    committedAt: new Date(c.committedAt).toISOString(),
    subject: c.message.split('\n')[0] ?? '',
    additions,
    deletions,
    filesChanged: c.files.length,
    paths: c.files.map((f) => f.path),
    recordedAt: null,
    signals: classified.signals,
    noise: classified.noise,
  };
}

/** The real Q3 2024 of Uniswap/v4-core, with daily items built as the feed builds them. */
function realQuarter(): QuarterlyInput {
  const raw = repoCommits('Uniswap/v4-core').filter((c) => {
    const day = new Date(c.committedAt).toISOString().slice(0, 10);
    return day >= '2024-07-01' && day <= '2024-09-30';
  });
  const days = new Map<string, CommitInput[]>();
  for (const c of raw) {
    const day = new Date(c.committedAt).toISOString().slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), c]);
  }
  const feedItems: QuarterFeedItem[] = [];
  for (const [day, commits] of days) {
    const item = buildFeedItem({
      project: UNISWAP,
      commits,
      tags: [],
      analysisDate: day,
      daysAnalyzed: 1,
    });
    if (item)
      feedItems.push({
        analysisDate: day,
        title: item.title,
        priority: item.priority,
        signals: item.signals,
        tags: item.tags,
      });
  }
  return {
    project: UNISWAP,
    quarter: '2024-Q3',
    today: '2025-05-13',
    commits: raw.map(stored),
    releases: [],
    feedItems,
    stack: null,
    technologies: [],
    peers: [],
  };
}

let n = 0;
function commit(over: Partial<QuarterCommit> = {}): QuarterCommit {
  n += 1;
  return {
    sha: `${String(n).padStart(7, '0')}${'a'.repeat(33)}`,
    repository: 'acme/core',
    authorName: 'Ada',
    authorLogin: null,
    committedAt: '2025-02-10T12:00:00.000Z',
    subject: `feat: add feature ${n}`,
    additions: 10,
    deletions: 2,
    filesChanged: 1,
    paths: ['src/Pool.sol'],
    recordedAt: null,
    signals: ['new_feature'],
    noise: null,
    ...over,
  };
}

const emptyTags = {
  blockchain_technologies: [],
  protocols: [],
  tools_and_platforms: [],
  standards_and_frameworks: [],
};

function item(day: string, over: Partial<QuarterFeedItem> = {}): QuarterFeedItem {
  return {
    analysisDate: day,
    title: `Acme work on ${day}`,
    priority: 'medium',
    signals: ['new_feature'],
    tags: emptyTags,
    ...over,
  };
}

const peer = (
  name: string,
  signalDays: Partial<Record<SignalId, number>>,
  stack: Record<string, string[]> | null = null,
): QuarterPeer => ({ name, stack, technologies: [], signalDays, activeDays: 5 });

function quarter(over: Partial<QuarterlyInput> = {}): QuarterlyInput {
  return {
    project: { slug: 'acme', name: 'Acme', category: 'DeFi', networks: ['Ethereum'] },
    quarter: '2025-Q1',
    today: '2025-05-13',
    commits: [commit()],
    releases: [],
    feedItems: [item('2025-02-10')],
    stack: null,
    technologies: [],
    peers: [],
    ...over,
  };
}

describe('buildQuarterlyAnalysis on a real quarter (Uniswap v4-core, Q3 2024)', () => {
  const input = realQuarter();
  const result = buildQuarterlyAnalysis(input);

  it('counts every commit of the quarter and splits meaningful from noise', () => {
    expect(result).not.toBeNull();
    const m = result!.metrics;
    expect(m.total_commits).toBe(input.commits.length);
    expect(m.total_commits).toBe(97);
    expect(m.meaningful_commits + m.filtered_commits).toBe(97);
    expect(m.unique_repositories).toEqual({ count: 1, names: ['Uniswap/v4-core'] });
    expect(m.lines_of_code_changed).toBeLessThanOrEqual(m.total_lines_changed);
    expect(result!.analysis_result.productivity_metrics).toEqual({
      total_files_changed: m.total_files_changed,
      total_lines_changed: m.total_lines_changed,
      active_repositories: 1,
    });
  });

  it('cites only commits of the quarter', () => {
    const shas = new Set(input.commits.map((c) => c.sha.slice(0, 7)));
    const text = JSON.stringify(result!.analysis_result);
    const cited = [...text.matchAll(/\(([0-9a-f]{7})\)/g)].map((x) => x[1]);
    expect(cited.length).toBeGreaterThan(0);
    for (const sha of cited) expect(shas.has(sha!)).toBe(true);
  });

  it('ranks at most three priorities by their share of meaningful commits', () => {
    const priorities = result!.analysis_result.top_three_priorities;
    expect(priorities.length).toBeGreaterThan(0);
    expect(priorities.length).toBeLessThanOrEqual(3);
    const shares = priorities.map((p) => Number(/^(\d+)%/.exec(p.description)?.[1]));
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
  });

  it('gives every week of the quarter, adding up to the meaningful commits', () => {
    const weeks = result!.weekly_activity;
    expect(weeks).toHaveLength(14);
    expect(weeks.reduce((s, w) => s + w.commits, 0)).toBe(result!.metrics.meaningful_commits);
    expect(result!.metrics.meaningful_commits).toBeLessThan(97);
  });

  it('answers the same whatever order the rows arrive in', () => {
    const shuffled = {
      ...input,
      commits: [...input.commits].reverse(),
      feedItems: [...input.feedItems].reverse(),
    };
    expect(buildQuarterlyAnalysis(shuffled)).toEqual(result);
  });
});

describe('buildQuarterlyAnalysis rules', () => {
  it('is null for a quarter without commits, ignoring commits of other quarters', () => {
    expect(buildQuarterlyAnalysis(quarter({ commits: [] }))).toBeNull();
    expect(
      buildQuarterlyAnalysis(
        quarter({ commits: [commit({ committedAt: '2025-04-01T00:00:00Z' })] }),
      ),
    ).toBeNull();
  });

  it('counts authors by login, and leaves bots out of the contributors', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        commits: [
          commit({ authorName: 'Ada Lovelace', authorLogin: 'ada' }),
          commit({ authorName: 'ada', authorLogin: 'ada' }),
          commit({ authorName: 'Grace' }),
          commit({ authorName: 'dependabot[bot]', signals: [], noise: 'bot' }),
        ],
      }),
    )!;
    expect(result.metrics.unique_authors.count).toBe(3);
    expect(result.metrics.unique_contributors).toBe(2);
    expect(result.metrics.filtered_commits).toBe(1);
    expect(result.metrics.meaningful_commits).toBe(3);
  });

  it('counts lines of code only in meaningful commits', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        commits: [
          commit({ additions: 100, deletions: 20, filesChanged: 3 }),
          commit({
            additions: 5000,
            deletions: 0,
            filesChanged: 1,
            signals: [],
            noise: 'lockfile',
          }),
        ],
      }),
    )!;
    expect(result.metrics.total_lines_changed).toBe(5120);
    expect(result.metrics.lines_of_code_changed).toBe(120);
    expect(result.metrics.total_files_changed).toBe(4);
  });

  it('marks a quarter that has not ended as open', () => {
    expect(buildQuarterlyAnalysis(quarter({ today: '2025-03-31' }))!.is_open).toBe(true);
    expect(buildQuarterlyAnalysis(quarter({ today: '2025-04-01' }))!.is_open).toBe(false);
  });

  it('puts releases and high-priority changes on the timeline, oldest first, without nightlies', () => {
    const releases: QuarterRelease[] = [
      {
        name: 'v2.0.0',
        repository: 'acme/core',
        taggedAt: '2025-03-01T10:00:00Z',
        recordedAt: null,
      },
      {
        name: 'v1.4.1',
        repository: 'acme/sdk',
        taggedAt: '2025-01-15T10:00:00Z',
        recordedAt: null,
      },
      {
        name: 'v1.4.1-rc.1',
        repository: 'acme/sdk',
        taggedAt: '2025-01-15T08:00:00Z',
        recordedAt: null,
      },
      {
        name: 'nightly-2025-01-20',
        repository: 'acme/core',
        taggedAt: '2025-01-20T00:00:00Z',
        recordedAt: null,
      },
    ];
    const result = buildQuarterlyAnalysis(
      quarter({
        releases,
        commits: [
          commit({
            committedAt: '2025-02-10T09:00:00Z',
            subject: 'fix reentrancy in the vault',
            signals: ['security_fix'],
          }),
          commit({ committedAt: '2025-02-11T09:00:00Z' }),
        ],
      }),
    )!;
    const timeline = result.analysis_result.key_milestones_timeline;
    expect(timeline.map((m) => m.date_period)).toEqual(['2025-01-15', '2025-02-10', '2025-03-01']);
    expect(timeline[0]!.milestone).toBe('Released v1.4.1 (acme/sdk) and 1 more tag');
    expect(timeline[1]!.milestone).toMatch(/^Fixed reentrancy in the vault \([0-9a-f]{7}\)$/);
    expect(timeline[1]!.frontend_impact).toMatch(/fixed version/);
    expect(timeline[1]!.signals).toEqual(['security_fix']);
    expect(timeline[2]!.frontend_impact).toMatch(/major version/i);
    expect(timeline.every((m) => m.recorded_date === null)).toBe(true);
    expect(result.replay).toBeNull();
  });

  it("words a milestone's impact from its own signals, never another commit's of the day", () => {
    const day = '2025-02-20T';
    const result = buildQuarterlyAnalysis(
      quarter({
        commits: [
          // A devnet upgrade: medium on its own, so no milestone, even on a day with a breaking change.
          commit({
            committedAt: `${day}08:00:00Z`,
            subject: 'ops-bedrock: Beacon-chain devnet with Dencun + Ecotone upgrade',
            signals: ['upgrade_migration'],
            additions: 900,
          }),
          commit({
            committedAt: `${day}09:00:00Z`,
            subject: 'feat!: rename the deposit event',
            signals: ['breaking_change'],
          }),
          commit({
            committedAt: '2025-02-21T09:00:00Z',
            subject: 'Add Guardian Safe to the ownership deployment',
            signals: ['governance_change', 'upgrade_migration'],
          }),
        ],
      }),
    )!;
    const timeline = result.analysis_result.key_milestones_timeline;
    expect(timeline.map((m) => [m.milestone.replace(/ \(.*$/, ''), m.frontend_impact])).toEqual([
      [
        'Renamed the deposit event',
        'Integrators must adapt their code to a changed interface or behaviour.',
      ],
      [
        'Added Guardian Safe to the ownership deployment',
        'Governance participants see changed voting, roles or timelocks.',
      ],
    ]);
    expect(timeline[1]!.signals).toEqual(['governance_change', 'upgrade_migration']);
  });

  it('says when the history is replayed: the recorded days of the quarter and of each milestone', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        commits: [
          commit({ committedAt: '2025-01-05T09:00:00Z', recordedAt: '2024-07-26T20:54:15Z' }),
          commit({
            committedAt: '2025-02-10T09:00:00Z',
            recordedAt: '2024-09-01T10:00:00Z',
            subject: 'fix: overflow in the vault',
            signals: ['security_fix'],
          }),
        ],
      }),
    )!;
    expect(result.replay).toEqual({ recorded_start: '2024-07-26', recorded_end: '2024-09-01' });
    expect(result.analysis_result.key_milestones_timeline[0]).toMatchObject({
      date_period: '2025-02-10',
      recorded_date: '2024-09-01',
    });
  });

  it('takes priorities from where the meaningful work went, leaving version bumps out', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        commits: [
          ...Array.from({ length: 5 }, () =>
            commit({ signals: ['release'], subject: 'release 1.0.1' }),
          ),
          ...Array.from({ length: 3 }, () =>
            commit({ signals: ['security_fix'], subject: 'fix overflow' }),
          ),
          commit(),
          commit({ signals: ['oracle_change', 'new_feature'], subject: 'add Chainlink feed' }),
        ],
      }),
    )!;
    const priorities = result.analysis_result.top_three_priorities;
    expect(priorities.map((p) => p.priority)).toEqual([
      'Security fixes',
      'New products & features',
      'Oracle changes',
    ]);
    expect(priorities[0]!.description).toMatch(
      /^30% of the quarter's meaningful commits \(3 of 10\)/,
    );
  });

  it('compares signals with peers of the same category', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        commits: [commit({ signals: ['security_fix'], subject: 'fix reentrancy in withdraw' })],
        peers: [
          peer('Beta', { security_fix: 2 }),
          peer('Gamma', {}),
          peer('Alpha', { security_fix: 6 }),
        ],
      }),
    )!;
    const [improvement] =
      result.analysis_result.competitive_intelligence.performance_and_security_improvements;
    expect(improvement?.improvement_type).toBe('Security fixes');
    expect(improvement?.technical_implementation).toMatch(
      /^Fixed reentrancy in withdraw \([0-9a-f]{7}\)/,
    );
    expect(improvement?.competitor_implementation).toBe(
      '2 of 3 other DeFi projects had days with security fixes this quarter (Alpha: 6 days, Beta: 2 days).',
    );
    expect(result.peers).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('names integrations from the integration commits that name them, and what peers chose', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        commits: [
          commit({
            committedAt: '2025-02-10T09:00:00Z',
            subject: 'feat: add a Pyth price feed',
            signals: ['oracle_change', 'new_feature'],
          }),
          // Names Aave but is no integration work: not listed.
          commit({ committedAt: '2025-02-11T09:00:00Z', subject: 'docs: compare with Aave' }),
        ],
        stack: { oracles: ['Pyth'] },
        peers: [
          peer('A', {}, { oracles: ['Chainlink'] }),
          peer('B', {}, { oracles: ['Chainlink', 'RedStone'] }),
        ],
      }),
    )!;
    const integrations = result.analysis_result.competitive_intelligence.new_integrations_and_apis;
    expect(integrations.map((i) => i.service_name)).toEqual(['Pyth']);
    expect(integrations[0]).toMatchObject({
      integration_type: 'Oracle changes',
      competitor_alternative:
        'For oracles, DeFi peers list Chainlink (2 peers) and RedStone (1 peer).',
    });
    expect(integrations[0]!.competitive_advantage).toMatch(
      /^1 commit on 1 day, the first on 2025-02-10: Added a Pyth price feed \([0-9a-f]{7}\)\.$/,
    );
  });

  it('names what a major release versions, and leaves the project itself out of its technologies', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        releases: [
          {
            name: 'v4.0.0',
            repository: 'acme/core',
            taggedAt: '2025-02-01T00:00:00Z',
            recordedAt: null,
          },
        ],
        feedItems: [item('2025-02-10', { tags: { ...emptyTags, protocols: ['Acme', 'Pyth'] } })],
      }),
    )!;
    expect(result.analysis_result.summary).toMatch(/1 release was tagged: v4\.0\.0 \(core\)\.$/);
    expect(result.analysis_result.web3_technologies_adopted).toEqual(['Pyth']);
  });

  it('offers as alternatives only technologies of the same role, and none for a mere concept', () => {
    const result = buildQuarterlyAnalysis(
      quarter({
        project: { slug: 'acme', name: 'Acme', category: 'Layer 2', networks: ['Acme'] },
        commits: [
          commit({
            subject: 'feat: OP Stack fault proofs bridge',
            signals: ['bridge_integration'],
          }),
        ],
        stack: { development_frameworks: ['OP Stack', 'Foundry'] },
        peers: [
          peer('A', {}, { development_frameworks: ['Arbitrum Orbit', 'Serde', 'Clap'] }),
          peer('B', {}, { development_frameworks: ['Tokio', 'Serde'] }),
        ],
      }),
    )!;
    const byName = new Map(
      result.analysis_result.competitive_intelligence.new_integrations_and_apis.map((i) => [
        i.service_name,
        i.competitor_alternative,
      ]),
    );
    expect(byName.get('OP Stack')).toBe(
      'For development frameworks, Layer 2 peers list Arbitrum Orbit (1 peer).',
    );
    expect(byName.get('Fault proofs')).toBe('');
  });

  it('leaves competitive lists empty when nothing supports them', () => {
    const ci = buildQuarterlyAnalysis(quarter())!.analysis_result.competitive_intelligence;
    expect(ci.performance_and_security_improvements).toEqual([]);
    expect(ci.architectural_changes).toEqual([]);
    expect(ci.immediate_tech_adoptions).toEqual([]);
    expect(ci.new_integrations_and_apis).toEqual([]);
    expect(ci.development_patterns_and_tools).toEqual([]);
  });
});
