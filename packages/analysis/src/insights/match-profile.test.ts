import { describe, expect, it } from 'vitest';
import { answerTerms, matchProfile, type InsightItem } from './match-profile';

const item = (overrides: Partial<InsightItem> = {}): InsightItem => ({
  id: 'f1',
  projectName: 'Aave',
  projectSlug: 'aave',
  owner: 'Aave',
  title: 'Aave fixes a rounding issue in the Chainlink oracle adapter',
  summary: 'Aave hardened oracle reads and upgraded the pool.',
  content: 'Security fixes: check stale Chainlink answers (abc1234).',
  signals: ['security_fix', 'oracle_change'],
  tags: {
    blockchain_technologies: ['Ethereum'],
    protocols: ['Chainlink'],
    tools_and_platforms: ['Foundry'],
    standards_and_frameworks: ['ERC-4626'],
  },
  analysisDate: '2026-11-20',
  ...overrides,
});

describe('answerTerms', () => {
  it('splits a free-text list on commas, semicolons and lines, without bullets or repeats', () => {
    expect(answerTerms('Uniswap, Curve; Balancer\n- Aave\n2. "Lido"\nuniswap,  , x')).toEqual([
      'Uniswap',
      'Curve',
      'Balancer',
      'Aave',
      'Lido',
    ]);
    expect(answerTerms(undefined)).toEqual([]);
  });
});

describe('matchProfile', () => {
  it("matches a competitor by the item's project, whatever the spelling", () => {
    const match = matchProfile('growth', { competitors: 'Uniswap, AAVE' }, item());
    expect(match).toEqual({
      profileType: 'growth',
      insightType: 'competitor_activity',
      terms: [{ term: 'AAVE', question: 'competitors', kind: 'project', signals: [] }],
    });
  });

  it('matches a partner named in the tags or the text of another project', () => {
    const match = matchProfile('growth', { partners: 'chainlink' }, item());
    expect(match?.insightType).toBe('partner_activity');
    expect(match?.terms[0]).toMatchObject({ term: 'chainlink', kind: 'tag' });
    const inText = matchProfile('ecosystem', { integrations: 'stale Chainlink answers' }, item());
    expect(inText?.terms[0]).toMatchObject({ kind: 'text' });
  });

  it('matches a kind of change by the signals the engine found, not by the word', () => {
    const match = matchProfile('risk', { riskFactors: 'Oracle changes, governance' }, item());
    expect(match?.terms).toEqual([
      {
        term: 'Oracle changes',
        question: 'riskFactors',
        kind: 'signal',
        signals: ['oracle_change'],
      },
    ]);
    // "upgraded" is in the summary, but the engine found no upgrade: no match.
    expect(matchProfile('auditor', { changeTypes: 'upgrades' }, item())).toBeNull();
  });

  it('needs whole words: a short name does not match inside another word', () => {
    expect(matchProfile('investor', { portfolio: 'ETH, hard' }, item())).toBeNull();
    expect(matchProfile('investor', { portfolio: 'hardened' }, item())).not.toBeNull();
  });

  it('takes the insight type from the first question that matched, and keeps every term', () => {
    const match = matchProfile(
      'auditor',
      { auditProjects: 'Compound', changeTypes: 'security, oracle' },
      item(),
    );
    expect(match?.insightType).toBe('change_to_review');
    expect(match?.terms.map((t) => t.term)).toEqual(['security', 'oracle']);
    const both = matchProfile(
      'auditor',
      { auditProjects: 'aave', changeTypes: 'security' },
      item(),
    );
    expect(both?.insightType).toBe('audit_target_change');
  });

  it('answers null for empty answers or nothing in common', () => {
    expect(matchProfile('growth', {}, item())).toBeNull();
    expect(matchProfile('growth', { competitors: 'Uniswap', partners: 'Lido' }, item())).toBeNull();
  });
});
