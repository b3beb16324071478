// The LLM writer's Agent Hub opportunity: what passes the check, and that every failure falls
// back to the local writer's text with the call recorded (purpose 'insight'), through the real AI
// SDK against the provider stand-in.
import {
  localWriter,
  matchProfile,
  opportunityFacts,
  type InsightItem,
} from '@gitsignals/analysis';
import type { LlmCallRecord } from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmWriter } from '../src/writers/llm-writer';
import { checkOpportunity } from '../src/writers/opportunity';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';

const item: InsightItem = {
  id: 'f1',
  projectName: 'Uniswap',
  projectSlug: 'uniswap',
  owner: 'Uniswap',
  title: 'Uniswap adds dynamic fee hooks',
  summary: 'Uniswap added dynamic fee hooks to v4 pools.',
  content: 'New features: dynamic fee hooks (abc1234).',
  signals: ['new_feature'],
  tags: {
    blockchain_technologies: [],
    protocols: ['Chainlink'],
    tools_and_platforms: [],
    standards_and_frameworks: [],
  },
  analysisDate: '2026-11-21',
};
const commit = {
  sha: 'abc1234def5678abc1234def5678abc1234def56',
  shortSha: 'abc1234',
  repository: 'Uniswap/v4-core',
  filesChanged: 4,
  additions: 120,
  deletions: 8,
};
const facts = opportunityFacts(
  matchProfile('growth', { competitors: 'Uniswap', partners: 'Chainlink' }, item)!,
  item,
  commit,
);

describe('checkOpportunity', () => {
  it('keeps a text that names the project and what matched and cites the commit', () => {
    expect(
      checkOpportunity(
        '  Uniswap, a competitor, shipped dynamic fee hooks (abc1234).\nReview your fee tiers.  ',
        facts,
      ),
    ).toEqual({
      ok: true,
      text: 'Uniswap, a competitor, shipped dynamic fee hooks (abc1234). Review your fee tiers.',
    });
  });

  it("drops a text that repeats a sentence of the user's list, apart from names", () => {
    const avoid = {
      names: ['Uniswap', 'Aave', 'Chainlink'],
      keys: new Set(['review your fee tiers now against #.']),
    };
    const text =
      'Uniswap shipped dynamic fee hooks (abc1234). Review your fee tiers now against Aave.';
    expect(checkOpportunity(text, { ...facts, avoid })).toEqual({
      ok: false,
      reason: "repeats a sentence of the user's list",
    });
    expect(checkOpportunity(text, facts).ok).toBe(true);
  });

  it('drops a text that does not name what matched', () => {
    const partnerOnly = opportunityFacts(
      matchProfile('growth', { partners: 'Chainlink' }, item)!,
      item,
      commit,
    );
    expect(
      checkOpportunity(
        'Uniswap shipped dynamic fee hooks (abc1234); review your fee tiers.',
        partnerOnly,
      ),
    ).toEqual({ ok: false, reason: 'does not name what matched' });
  });

  it.each([
    ['too short', 'Uniswap.'],
    ['too long', `Uniswap ${'shipped things '.repeat(40)}`],
    ['contains a link', 'Uniswap shipped hooks (abc1234), see https://example.com for Chainlink.'],
    ['cites a commit it was not given', 'Uniswap shipped hooks in 9f8e7d6c with Chainlink.'],
    ['cites no commit', 'Uniswap shipped dynamic fee hooks with Chainlink; review fee tiers.'],
    [
      'does not name the project',
      'Your competitor shipped dynamic fee hooks (abc1234); review fee tiers.',
    ],
  ])('drops a text: %s', (reason, text) => {
    expect(checkOpportunity(text, facts)).toEqual({ ok: false, reason });
  });
});

describe('the LLM writer for insights', () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(async () => standIn.close());

  function writer() {
    const calls: LlmCallRecord[] = [];
    const llm = createLlmWriter(
      {
        provider: 'openai-compatible',
        model: 'gpt-4.1-mini',
        baseUrl: standIn.baseUrl('openai-compatible'),
        apiKey: 'test-key',
        timeoutMs: 5000,
        maxRetries: 0,
        maxInputCommits: 40,
        concurrency: 2,
      },
      { log: () => undefined, now: () => new Date(), onCall: (call) => calls.push(call) },
    );
    return { llm, calls };
  }

  it.each([
    ['an answer that is not the opportunity schema', 'ok' as const, 'invalid'],
    ['a provider error', 500 as const, 'error'],
  ])('falls back to the local text on %s and records the call', async (_l, behaviour, outcome) => {
    const { llm, calls } = writer();
    standIn.queue(behaviour);
    expect(await llm.writeOpportunity(facts)).toBe(localWriter.writeOpportunity(facts));
    expect(calls).toEqual([expect.objectContaining({ purpose: 'insight', outcome })]);
    const prompt = standIn.requests.at(-1)!.prompt;
    expect(prompt).toContain('Report title: Uniswap adds dynamic fee hooks');
    expect(prompt).toContain('"Chainlink" from the list "partners" (matched by tag)');
    expect(prompt).toContain('Commit to cite: abc1234 in Uniswap/v4-core (4 files, +120 −8)');
  });
});
