import type { SignalId } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { buildFacts, type FactsInput } from '../build-facts';
import { analyseCommit } from '../classify-commit';
import { headlineCommit, type ItemCommit } from './headline-commit';
import type { InsightCommit } from './insight-commit';
import { answerTerms, matchProfile, type InsightItem } from './match-profile';
import {
  localOpportunity,
  OPPORTUNITY_MAX_LENGTH,
  opportunityFacts,
  type ListSentences,
} from './opportunity-text';
import { PROFILE_TYPES, type ProfileType } from './profile-questions';
import { sentenceKeyer, sentenceKeys } from './sentence-keys';

const noTags = {
  blockchain_technologies: [],
  protocols: [],
  tools_and_platforms: [],
  standards_and_frameworks: [],
};

let serial = 0;
function item(
  projectName: string,
  title: string,
  signals: SignalId[],
  extra: Partial<InsightItem> = {},
): InsightItem {
  serial += 1;
  return {
    id: `item-${serial}`,
    projectName,
    projectSlug: projectName.toLowerCase(),
    owner: projectName,
    title,
    summary: `${title}.`,
    content: `${title} (${serial}abc123).`,
    signals,
    tags: noTags,
    analysisDate: `2026-11-${String(10 + (serial % 18)).padStart(2, '0')}`,
    ...extra,
  };
}

function commitOf(it: InsightItem, files = 3, additions = 40, deletions = 12): InsightCommit {
  const sha = `${it.id.replace(/\D/g, '').padStart(3, '0')}f0e1d2c3b4a5968778695a4b3c2d1e0f0a1b2`;
  return {
    sha,
    shortSha: sha.slice(0, 7),
    repository: `${it.projectSlug}/core`,
    filesChanged: files,
    additions,
    deletions,
  };
}

// A week of one subscriber's matches, as the demo data has them: several items of one project
// with the same signal, items that match two profiles, kinds of change and tags.
const WEEK: InsightItem[] = [
  item('Celestia', 'Celestia validates the whole PayForFibre promise in the shape check', [
    'security_fix',
    'breaking_change',
  ]),
  item('Celestia', 'Celestia bounds MaxAgeNumBlocks to the unbonding period', [
    'security_fix',
    'breaking_change',
    'tech_stack_change',
  ]),
  item('Celestia', 'Celestia adds a validator-local promise cache', [
    'security_fix',
    'breaking_change',
    'new_feature',
    'contributor_surge',
  ]),
  item('Celestia', 'Celestia reduces MaxConcurrentStreams to 13', ['parameter_update']),
  item('Optimism', 'Optimism adds a semgrep rule to use encodeCall', ['new_feature']),
  item('Optimism', 'Optimism supports permit2 on superchainweth', [
    'new_feature',
    'partnership_integration',
  ]),
  item('Optimism', 'Optimism renames crosschain events', ['breaking_change', 'release']),
  item('Arbitrum', 'Arbitrum adds a ChainID field to FilteredTxReport', ['new_feature']),
  item('Arbitrum', 'Arbitrum rejects a nil config in forwarder.New', ['security_fix']),
  item('ZKsync', 'ZKsync bumps anyhow to resolve RUSTSEC-2026-0190', [
    'security_fix',
    'tech_stack_change',
  ]),
  item('Foundry', 'Foundry labels storage slots', ['new_feature', 'performance']),
  item('OpenZeppelin', 'OpenZeppelin binds digest to effective EIP-7702 delegate', []),
  item('Compound', 'Compound deploys a new market', ['upgrade_migration', 'deployment'], {
    tags: { ...noTags, blockchain_technologies: ['Arbitrum'] },
  }),
  item('Lido', 'Lido changes the staking reward split', ['tokenomics_change', 'governance_change']),
  item('Uniswap', 'Uniswap integrates the Chainlink price feed', [
    'oracle_change',
    'partnership_integration',
  ]),
];

const PROFILE: Record<ProfileType, Record<string, string>> = {
  risk: {
    protocols: 'Optimism, Celestia, Arbitrum',
    riskFactors: 'security fixes, breaking changes, governance',
  },
  auditor: { auditProjects: 'OpenZeppelin, Foundry', changeTypes: 'security fixes, upgrades' },
  investor: {
    portfolio: 'Celestia, ZKsync, Lido',
    economicFactors: 'parameter updates, tokenomics',
  },
  growth: { competitors: 'Optimism, Arbitrum', partners: 'Chainlink' },
  ecosystem: { integrations: 'Chainlink, Celestia', technicalChanges: 'oracles, new features' },
};

/** The list the use case builds: each text written knowing the sentences before it. */
function writeList() {
  const names = new Set<string>(WEEK.map((i) => i.projectName));
  for (const answers of Object.values(PROFILE))
    for (const answer of Object.values(answers)) for (const t of answerTerms(answer)) names.add(t);
  const avoid: ListSentences = { names: [...names], keys: new Set<string>() };
  const keyOf = sentenceKeyer(names);
  const list: { type: ProfileType; it: InsightItem; text: string }[] = [];
  for (const type of PROFILE_TYPES) {
    for (const it of WEEK) {
      const match = matchProfile(type, PROFILE[type], it);
      if (!match) continue;
      const text = localOpportunity(opportunityFacts(match, it, commitOf(it), avoid));
      for (const key of sentenceKeys(text, keyOf)) (avoid.keys as Set<string>).add(key);
      list.push({ type, it, text });
    }
  }
  return { list, keyOf };
}

describe('localOpportunity over a realistic list', () => {
  const { list, keyOf } = writeList();

  it('matches every role several times', () => {
    for (const type of PROFILE_TYPES)
      expect(list.filter((l) => l.type === type).length, type).toBeGreaterThanOrEqual(2);
    expect(list.length).toBeGreaterThanOrEqual(30);
  });

  it('never repeats a sentence, apart from names, anywhere in the list', () => {
    const seen = new Map<string, string>();
    for (const { text } of list) {
      for (const key of sentenceKeys(text, keyOf)) {
        expect(seen.get(key), `"${key}" repeats`).toBeUndefined();
        seen.set(key, text);
      }
    }
  });

  it('cites the headline commit of each item and stays within the limit', () => {
    for (const { it, text } of list) {
      expect(text).toContain(`(${commitOf(it).shortSha})`);
      expect(text.length).toBeLessThanOrEqual(OPPORTUNITY_MAX_LENGTH);
    }
  });

  it('names the role and the answer that matched', () => {
    const textOf = (type: ProfileType, title: string) =>
      list.find((l) => l.type === type && l.it.title.startsWith(title))!.text;
    expect(textOf('risk', 'Celestia validates')).toMatch(
      /^You monitor Celestia for risk, and it also matches security fixes and breaking changes from your risk factors — /,
    );
    expect(textOf('risk', 'ZKsync')).toMatch(
      /^You listed security fixes among your risk factors — /,
    );
    expect(textOf('auditor', 'Foundry labels')).toMatch(/^You audit Foundry — /);
    expect(textOf('investor', 'Lido')).toMatch(
      /^Lido is in your portfolio, and it also matches tokenomics from your economic factors — /,
    );
    expect(textOf('growth', 'Optimism adds')).toMatch(/^Optimism is a competitor you track — /);
    expect(textOf('growth', 'Uniswap')).toMatch(
      /^Uniswap's change mentions Chainlink, one of your partners — /,
    );
    expect(textOf('ecosystem', 'Uniswap')).toMatch(
      /^Uniswap's change mentions Chainlink, an integration your ecosystem relies on/,
    );
    expect(textOf('risk', 'Compound')).toMatch(
      /^Compound's change involves Arbitrum, a protocol you monitor for risk — /,
    );
  });

  it('says what changed: the title, then the signals the item shows', () => {
    const { text } = list.find(
      (l) => l.type === 'risk' && l.it.title.startsWith('Optimism renames'),
    )!;
    expect(text).toContain('Optimism renames crosschain events (');
    expect(text).toMatch(/\), a breaking change and a release\. /);
  });

  it('gives each role its own reason for the same change', () => {
    const celestia = WEEK[0]!;
    const reasons = list
      .filter((l) => l.it === celestia)
      .map((l) => l.text.slice(l.text.indexOf('. ') + 2));
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(reasons.length).toBeGreaterThanOrEqual(4);
  });
});

describe('localOpportunity', () => {
  const [celestia, second] = WEEK;

  it('gives each question of a role its own framing and action', () => {
    const byProject = matchProfile('risk', { protocols: 'ZKsync' }, WEEK[9]!)!;
    const byKind = matchProfile('risk', { riskFactors: 'security' }, WEEK[9]!)!;
    const a = localOpportunity(opportunityFacts(byProject, WEEK[9]!, commitOf(WEEK[9]!)));
    const b = localOpportunity(opportunityFacts(byKind, WEEK[9]!, commitOf(WEEK[9]!)));
    expect(a).toContain('check what you hold in ZKsync against it');
    expect(b).toContain('check whether any position you hold depends on ZKsync');
  });

  it('writes the same text from the same facts', () => {
    const match = matchProfile('auditor', { auditProjects: 'Celestia' }, celestia!)!;
    const facts = () => opportunityFacts(match, celestia!, commitOf(celestia!, 5, 77, 32));
    expect(localOpportunity(facts())).toBe(localOpportunity(facts()));
    expect(localOpportunity(facts())).toBe(
      'You audit Celestia — Celestia validates the whole PayForFibre promise in the shape check (001f0e1), a security fix and a breaking change. A security fix is the first place to look for variants of the same bug, so add the 5 changed files to your next review of Celestia.',
    );
  });

  it('names the size, then the sha, when the reason would repeat one in the list', () => {
    const match = (it: InsightItem) => matchProfile('risk', { protocols: 'Celestia' }, it)!;
    const names = ['Celestia'];
    const keys = new Set<string>();
    const keyOf = sentenceKeyer(names);
    const write = (it: InsightItem, commit: InsightCommit) => {
      const text = localOpportunity(opportunityFacts(match(it), it, commit, { names, keys }));
      for (const key of sentenceKeys(text, keyOf)) keys.add(key);
      return text;
    };
    const same = commitOf(celestia!, 2, 5, 1);
    expect(write(celestia!, same)).toMatch(/against it\.$/);
    expect(write(second!, same)).toMatch(/against it \(2 files, \+5 −1 in core\)\.$/);
    const third = item('Celestia', 'Celestia fixes a panic', ['security_fix']);
    expect(write(third, commitOf(third, 2, 5, 1))).toMatch(
      /against it \(2 files, \+5 −1 in core, \d{3}f0e1\)\.$/,
    );
  });

  it('reads without a commit and without shown signals', () => {
    const quiet = WEEK[11]!;
    const match = matchProfile('auditor', { auditProjects: 'OpenZeppelin' }, quiet)!;
    expect(localOpportunity(opportunityFacts(match, quiet))).toBe(
      'You audit OpenZeppelin — OpenZeppelin binds digest to effective EIP-7702 delegate. No signal stands out in this change, yet code outside your last review changed, so add the changed files to your next review of OpenZeppelin.',
    );
  });

  it('stays within 400 characters with a long title and many matches', () => {
    const long = item('Aave', `Aave ${'adds very long title words '.repeat(20)}`, [
      'security_fix',
      'breaking_change',
      'oracle_change',
      'governance_change',
      'parameter_update',
    ]);
    const match = matchProfile(
      'risk',
      { protocols: 'Aave', riskFactors: 'security, breaking changes, oracles, governance' },
      long,
    )!;
    const text = localOpportunity(opportunityFacts(match, long, commitOf(long)));
    expect(text.length).toBeLessThanOrEqual(OPPORTUNITY_MAX_LENGTH);
    expect(text).toMatch(/so check what you hold in Aave against it\.$/);
    expect(text).toContain(`(${commitOf(long).shortSha})`);
  });
});

const FACTS_INPUT: FactsInput = {
  project: { slug: 'aws-kms', name: 'KMS', category: 'Wallets', networks: [] },
  analysisDate: '2026-11-20',
  daysAnalyzed: 1,
  priority: 'low',
  signals: [],
  meaningful: [],
  releases: [],
  newChains: [],
  surge: null,
  noise: {},
  noiseCommits: 0,
  tags: {
    blockchain_technologies: [],
    protocols: [],
    tools_and_platforms: [],
    standards_and_frameworks: [],
  },
};

describe('headlineCommit', () => {
  const commit = (sha: string, signals: SignalId[], lines: number): ItemCommit => ({
    sha,
    repository: 'celestiaorg/celestia-app',
    signals,
    filesChanged: 2,
    additions: lines,
    deletions: 0,
    committedAt: '2026-11-20T10:00:00Z',
  });

  it("picks the commit with the item's strongest shown signal, then the bigger one", () => {
    const commits = [
      commit('aaaaaaa1', ['new_feature'], 500),
      commit('bbbbbbb2', ['security_fix'], 10),
      commit('ccccccc3', ['security_fix'], 30),
    ];
    expect(headlineCommit(commits, ['security_fix', 'new_feature'])?.shortSha).toBe('ccccccc');
  });

  it('ranks only the signals the item shows', () => {
    const commits = [commit('aaaaaaa1', ['new_feature'], 5), commit('bbbbbbb2', ['audit'], 50)];
    // "audit" was not shown on the item (below its confidence bar): the feature leads.
    expect(headlineCommit(commits, ['new_feature'])?.sha).toBe('aaaaaaa1');
    expect(headlineCommit([], ['new_feature'])).toBeNull();
  });

  it('picks the commit the writer headlines on a day without a shown signal', () => {
    const flaky = {
      ...commit('aaaaaaa1', [], 400),
      message: 'fix: flaky signer test',
      files: [{ path: 'src/signer.test.ts', status: 'M', additions: 400, deletions: 0 }],
    };
    const feature = {
      ...commit('bbbbbbb2', [], 30),
      message: 'feat: support Ed25519 in KMS signer (#812)\n\nAdds an Ed25519 key type.',
      files: [{ path: 'src/kms.ts', status: 'M', additions: 30, deletions: 0 }],
    };
    const commits = [flaky, feature];
    const facts = buildFacts({
      ...FACTS_INPUT,
      meaningful: commits.map((c) =>
        analyseCommit({
          sha: c.sha,
          repository: c.repository,
          parents: ['p'],
          authorName: 'dev',
          committedAt: c.committedAt,
          message: c.message,
          files: c.files,
        }),
      ),
    });
    expect(facts.headline?.sha).toBe('bbbbbbb2');
    expect(headlineCommit(commits, [])?.sha).toBe('bbbbbbb2');
  });
});
