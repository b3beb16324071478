// The LLM classifier through the real AI SDK against the providers' stand-ins: batching, the
// structured request, answers turned into verdicts, what is dropped, and every fallback with its
// reason. Plumbing only: the stand-in's keyword answers claim nothing about a model's quality.
import { analyseActivity, type CommitInput } from '@gitsignals/analysis';
import type { LlmCallRecord } from '@gitsignals/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmClassifierConfig } from '../src/classifiers/classifier-config';
import {
  classificationLine,
  emptySummary,
  addRun,
} from '../src/classifiers/classification-summary';
import type { CommitDecision } from '../src/classifiers/commit-classifier';
import { createLlmClassifier } from '../src/classifiers/llm-classifier';
import type { LlmProvider } from '../src/writers/llm-config';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';
import { commitsOfDay, FIXTURE_PROJECT } from './stand-ins/llm-fixtures';

let standIn: LlmStandIn;

beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
});

interface Logged {
  level: string;
  message: string;
}

function classifierFor(
  provider: LlmProvider,
  model: string,
  overrides: Partial<Omit<LlmClassifierConfig, 'llm'>> & { timeoutMs?: number } = {},
) {
  const calls: LlmCallRecord[] = [];
  const logs: Logged[] = [];
  const { timeoutMs = 5000, ...rest } = overrides;
  const classifier = createLlmClassifier(
    {
      llm: {
        provider,
        model,
        baseUrl: standIn.baseUrl(provider),
        apiKey: 'test-key',
        timeoutMs,
        maxRetries: 0,
        maxInputCommits: 40,
        concurrency: 4,
      },
      batchSize: 20,
      minConfidence: 0.7,
      budget: { maxUsd: 10, maxCalls: 100 },
      ...rest,
    },
    {
      log: (level, message) => logs.push({ level, message }),
      now: () => new Date(),
      onCall: (call) => calls.push(call),
    },
  );
  return { classifier, calls, logs };
}

const bySha = (decisions: CommitDecision[]) => new Map(decisions.map((d) => [d.sha, d]));
const reasons = (decisions: CommitDecision[]) =>
  decisions.map((d) => (d.decidedBy === 'llm' ? 'llm' : d.reason));

const day = commitsOfDay(6);

describe('the LLM classifier against each provider', () => {
  const providers: [LlmProvider, string, string][] = [
    ['openai-compatible', 'gpt-4o-mini', '/v1/chat/completions'],
    ['openai', 'gpt-4.1-mini', '/v1/responses'],
    ['anthropic', 'claude-haiku-4-5', '/v1/messages'],
    ['google', 'gemini-2.5-flash', '/v1beta/models/gemini-2.5-flash:generateContent'],
  ];
  it.each(providers)(
    '%s (%s) answers every commit with checked candidates',
    async (provider, model, path) => {
      const { classifier, calls } = classifierFor(provider, model);
      const run = await classifier.classify(day);

      expect(standIn.requests.map((r) => r.path)).toEqual([path]);
      const request = standIn.requests[0]!;
      // The prompt lists each commit by a short id, with its subject and files; no author.
      expect(request.classified.map((c) => c.id)).toEqual(day.map((c) => c.sha.slice(0, 12)));
      expect(request.prompt).toContain('src/module1/Pool1.sol');
      expect(request.prompt).not.toContain('dev1');
      // The definitions come from the domain vocabulary.
      expect(request.prompt).toContain(
        '- chain_expansion (Chain expansions): adds support or a deployment for a chain or network the project did not have',
      );
      expect(request.prompt).not.toContain('contributor_surge');

      expect(reasons(run.decisions)).toEqual(Array(6).fill('llm'));
      const first = bySha(run.decisions).get(day[0]!.sha)!;
      expect(first).toMatchObject({
        decidedBy: 'llm',
        candidates: [
          {
            signal: 'security_fix',
            confidence: 0.95,
            evidence: 'fix(security): prevent reentrancy in the swap callback',
          },
        ],
      });
      expect(calls).toMatchObject([{ purpose: 'classification', provider, model, outcome: 'ok' }]);
      expect(calls[0]!.inputTokens).toBeGreaterThan(500);
      expect(calls[0]!.costUsd).toBeGreaterThan(0);
    },
  );

  it('asks for structured output in each wire format', async () => {
    await classifierFor('openai-compatible', 'gpt-4o-mini').classifier.classify(day);
    await classifierFor('anthropic', 'claude-haiku-4-5').classifier.classify(day);
    const [chat, anthropic] = standIn.requests;
    expect(chat!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'commit_signals' },
    });
    expect(anthropic!.body.output_config).toMatchObject({ format: { type: 'json_schema' } });
  });
});

describe('batches', () => {
  it('sends N commits in ceil(N / batch size) calls, at most LLM_CONCURRENCY at once', async () => {
    standIn.delayMs = 100;
    try {
      const commits = commitsOfDay(45, '2026-11-20', 'batches');
      const { classifier, calls } = classifierFor('openai-compatible', 'gpt-4o-mini', {
        batchSize: 10,
      });
      const run = await classifier.classify(commits);
      expect(standIn.requests).toHaveLength(5);
      expect(standIn.requests.map((r) => r.classified.length).sort((a, b) => b - a)).toEqual([
        10, 10, 10, 10, 5,
      ]);
      expect(standIn.maxInFlight).toBeLessThanOrEqual(4);
      expect(new Set(standIn.requests.flatMap((r) => r.classified.map((c) => c.id))).size).toBe(45);
      expect(run.decisions).toHaveLength(45);
      expect(calls).toHaveLength(5);
    } finally {
      standIn.delayMs = 0;
    }
  });
});

describe('a valid answer becomes verdicts', () => {
  it('shows candidates at or above the minimum confidence and keeps the rest as possible', async () => {
    const { classifier } = classifierFor('anthropic', 'claude-haiku-4-5');
    const run = await classifier.classify(day);
    const verdicts = new Map(
      run.decisions.flatMap((d) =>
        d.decidedBy === 'llm' ? [[d.sha, classifier.verdictOf(d.candidates)] as const] : [],
      ),
    );
    // "feat(hooks): add dynamic fee hook 4 for pools": a feature (0.85), a fee (0.45, unsure).
    const feature = day[4]!;
    expect(verdicts.get(feature.sha)).toEqual({
      candidates: [
        expect.objectContaining({ signal: 'new_feature', confidence: 0.85 }),
        expect.objectContaining({ signal: 'parameter_update', confidence: 0.45 }),
      ],
      signals: ['new_feature'],
    });
    const analysis = analyseActivity({
      project: FIXTURE_PROJECT,
      commits: day,
      tags: [],
      analysisDate: '2026-11-20',
      daysAnalyzed: 1,
      verdicts,
    })!;
    const classified = analysis.draft.classified.find((c) => c.sha === feature.sha)!;
    expect(classified).toMatchObject({ signals: ['new_feature'], possible: ['parameter_update'] });
    expect(analysis.draft.signals).not.toContain('parameter_update');
  });
});

describe('what the check drops', () => {
  it('an unknown signal: the candidate is dropped and counted, the commit still the model’s', async () => {
    standIn.queue('unknown-signal');
    const { classifier } = classifierFor('openai-compatible', 'gpt-4o-mini');
    const run = await classifier.classify(day);
    const first = bySha(run.decisions).get(day[0]!.sha)!;
    expect(first.decidedBy).toBe('llm');
    expect(first.dropped).toEqual([
      { signal: 'moon_landing', evidence: expect.any(String), reason: 'unknown_signal' },
    ]);
    expect(first.decidedBy === 'llm' && first.candidates.map((c) => c.signal)).toEqual([
      'security_fix',
    ]);
  });

  it('evidence that is not in the commit', async () => {
    standIn.queue('foreign-evidence');
    const { classifier } = classifierFor('anthropic', 'claude-haiku-4-5');
    const run = await classifier.classify(day);
    const first = bySha(run.decisions).get(day[0]!.sha)!;
    expect(first.dropped).toEqual([
      {
        signal: 'partnership_integration',
        evidence: 'Partnered with a major exchange',
        reason: 'evidence_not_found',
      },
    ]);
  });

  it('an unknown sha: its candidates are strays, and the commit it left out falls back', async () => {
    standIn.queue('unknown-sha');
    const { classifier, calls } = classifierFor('openai-compatible', 'gpt-4o-mini');
    const run = await classifier.classify(day);
    expect(run.strays).toEqual([expect.objectContaining({ reason: 'unknown_sha' })]);
    expect(bySha(run.decisions).get(day[0]!.sha)).toMatchObject({
      decidedBy: 'rules',
      reason: 'missing',
      asked: true,
    });
    expect(reasons(run.decisions).filter((r) => r === 'llm')).toHaveLength(5);
    expect(calls).toMatchObject([{ outcome: 'ok' }]);
  });

  it('a commit missing from the answer falls back alone', async () => {
    standIn.queue('missing-commit');
    const { classifier } = classifierFor('google', 'gemini-2.5-flash');
    const run = await classifier.classify(day);
    expect(bySha(run.decisions).get(day[5]!.sha)).toMatchObject({ reason: 'missing' });
    expect(reasons(run.decisions).filter((r) => r === 'llm')).toHaveLength(5);
  });
});

describe('fallback to the rules, per commit of the failed call', () => {
  const all = (reason: string) => Array(day.length).fill(reason);

  it('a model that does not answer in time', async () => {
    standIn.queue('hang');
    const { classifier, calls, logs } = classifierFor('openai-compatible', 'gpt-4o-mini', {
      timeoutMs: 300,
    });
    const started = Date.now();
    const run = await classifier.classify(day);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(reasons(run.decisions)).toEqual(all('timeout'));
    expect(calls).toMatchObject([{ outcome: 'timeout', inputTokens: 0 }]);
    expect(logs.at(-1)?.message).toBe('LLM classifier fell back to the rules: timed out');
  });

  it.each([
    ['openai-compatible', 'gpt-4o-mini'],
    ['openai', 'gpt-4.1-mini'],
    ['anthropic', 'claude-haiku-4-5'],
    ['google', 'gemini-2.5-flash'],
  ] as [LlmProvider, string][])('a refusal (%s)', async (provider, model) => {
    standIn.queue('refusal');
    const { classifier, calls } = classifierFor(provider, model);
    const run = await classifier.classify(day);
    expect(reasons(run.decisions)).toEqual(all('refusal'));
    expect(calls).toMatchObject([{ outcome: 'refused' }]);
  });

  it('an answer that is not JSON', async () => {
    standIn.queue('invalid-json');
    const { classifier, calls } = classifierFor('openai-compatible', 'gpt-4o-mini');
    const run = await classifier.classify(day);
    expect(reasons(run.decisions)).toEqual(all('malformed'));
    expect(calls).toMatchObject([{ outcome: 'invalid' }]);
    // A malformed answer was paid for.
    expect(calls[0]!.outputTokens).toBeGreaterThan(0);
  });

  it('JSON that is not the schema', async () => {
    standIn.queue('wrong-shape');
    const { classifier, calls } = classifierFor('anthropic', 'claude-haiku-4-5');
    const run = await classifier.classify(day);
    expect(reasons(run.decisions)).toEqual(all('schema'));
    expect(calls).toMatchObject([{ outcome: 'invalid' }]);
  });

  it('a provider error that outlasts the retries', async () => {
    standIn.queue(500);
    const { classifier, calls } = classifierFor('openai', 'gpt-4.1-mini');
    const run = await classifier.classify(day);
    expect(reasons(run.decisions)).toEqual(all('error'));
    expect(calls).toMatchObject([{ outcome: 'error' }]);
  });

  it('the daily budget: calls past the cap are not made', async () => {
    const commits: CommitInput[] = commitsOfDay(50, '2026-11-20', 'budget');
    const { classifier, calls } = classifierFor('openai-compatible', 'gpt-4o-mini', {
      batchSize: 10,
      budget: { maxUsd: 10, maxCalls: 2 },
    });
    const run = await classifier.classify(commits);
    expect(standIn.requests).toHaveLength(2);
    expect(calls).toHaveLength(2);
    const counted = reasons(run.decisions).reduce<Record<string, number>>(
      (n, r) => ({ ...n, [r]: (n[r] ?? 0) + 1 }),
      {},
    );
    expect(counted).toEqual({ llm: 20, budget: 30 });
    expect(run.decisions.filter((d) => d.decidedBy === 'rules').every((d) => !d.asked)).toBe(true);
  });
});

describe('the closing line', () => {
  it('says who decided, why the rules did, and what it cost', async () => {
    standIn.queue('ok', 'hang');
    const { classifier } = classifierFor('openai-compatible', 'gpt-4o-mini', {
      batchSize: 3,
      timeoutMs: 300,
    });
    const run = await classifier.classify(day);
    const summary = emptySummary(classifier.name);
    summary.commits = 6;
    addRun(summary, run);
    expect(classificationLine(summary)).toMatch(
      /^Classification by openai-compatible:gpt-4o-mini: 6 commits, 3 by the model, 3 by the rules \(3 timed out\); 2 calls \(1 ok, 1 timeout\), [\d,]+ input and [\d,]+ output tokens, \$0\.\d{4}$/,
    );
  });
});
