// What a day of LLM classification costs on the demo data: the last 30 replayed days of every
// repository of data/activity (each repository's newest day is "yesterday", as the demo shows
// it), the commits the rules do not call noise (the only ones sent), batched per project-day as
// the daily run sends them, through the real AI SDK and the real prompt against the provider
// stand-in, which counts a request's input tokens at about four characters a token (the system
// prompt, the commits and the answer's JSON schema all count). Output tokens are estimated from
// an answer giving every commit one signal that quotes its subject: most commits carry one or
// none. Prints commits, calls and tokens per day (median and 90th percentile of the 30 days) and
// the cost per day for named models at list prices.
// Alone: `npx tsx bench/llm-classifier.ts [--batch 20] [--days 30]`.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { commitFromDatasetRecord, type CommitInput } from '@gitsignals/analysis';
import type { LlmCallRecord } from '@gitsignals/db';
import { shiftDay } from '@gitsignals/domain';
import { createLlmClassifier, needsClassifier, priceOf } from '@gitsignals/server/bench';
import { startLlmStandIn } from '@gitsignals/server/testing';

const DATA = fileURLToPath(new URL('../data', import.meta.url));
/** The default model of each provider's small tier, and the insights page's defaults. */
const MODELS = [
  'gpt-4.1-mini',
  'gpt-5-mini',
  'claude-haiku-4-5',
  'claude-sonnet-4-5',
  'gemini-2.5-flash',
];

interface IndexRepo {
  repo: string;
  projectSlug: string;
  commitsFile: string;
}

async function readCommits(file: string): Promise<CommitInput[]> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  const out: CommitInput[] = [];
  for await (const line of lines)
    if (line.trim() !== '') out.push(commitFromDatasetRecord(JSON.parse(line)));
  return out;
}

/** Meaningful commits by replayed day (0: yesterday) and project, over the last `days` days. */
async function recentDays(days: number): Promise<Map<string, CommitInput[]>[]> {
  const index = JSON.parse(await readFile(path.join(DATA, 'activity', 'INDEX.json'), 'utf8')) as {
    repos: IndexRepo[];
  };
  const byDay = Array.from({ length: days }, () => new Map<string, CommitInput[]>());
  for (const repo of index.repos) {
    const commits = await readCommits(path.join(DATA, 'activity', repo.commitsFile));
    const newest = commits.reduce((d, c) => (c.committedAt > d ? c.committedAt : d), '');
    const day0 = newest.slice(0, 10);
    for (let k = 0; k < days; k += 1) {
      const day = shiftDay(day0, -k);
      const meaningful = commits.filter((c) => c.committedAt.startsWith(day) && needsClassifier(c));
      if (meaningful.length === 0) continue;
      const projects = byDay[k]!;
      projects.set(repo.projectSlug, [...(projects.get(repo.projectSlug) ?? []), ...meaningful]);
    }
  }
  return byDay;
}

/** About four characters a token, of an answer giving each commit one signal quoting its subject. */
function estimatedOutputTokens(commits: CommitInput[], batch: number): number {
  let chars = 0;
  for (let i = 0; i < commits.length; i += batch) {
    const answer = {
      commits: commits.slice(i, i + batch).map((c) => ({
        sha: c.sha.slice(0, 12),
        signals: [
          { signal: 'new_feature', confidence: 0.85, evidence: c.message.split('\n')[0] ?? '' },
        ],
      })),
    };
    chars += JSON.stringify(answer).length;
  }
  return Math.ceil(chars / 4);
}

interface DayUsage {
  commits: number;
  calls: number;
  input: number;
  output: number;
}

async function measure(days: Map<string, CommitInput[]>[], batch: number): Promise<DayUsage[]> {
  const standIn = await startLlmStandIn();
  const calls: LlmCallRecord[] = [];
  const classifier = createLlmClassifier(
    {
      llm: {
        provider: 'openai-compatible',
        model: 'stand-in',
        baseUrl: standIn.baseUrl('openai-compatible'),
        apiKey: undefined,
        timeoutMs: 30_000,
        maxRetries: 0,
        maxInputCommits: 40,
        concurrency: 4,
      },
      batchSize: batch,
      minConfidence: 0.7,
      budget: { maxUsd: 1e9, maxCalls: 1e9 },
    },
    { log: () => undefined, now: () => new Date(), onCall: (c) => calls.push(c) },
  );
  const out: DayUsage[] = [];
  try {
    for (const projects of days) {
      const before = calls.length;
      let output = 0;
      for (const commits of projects.values()) {
        await classifier.classify(commits);
        output += estimatedOutputTokens(commits, batch);
      }
      const mine = calls.slice(before);
      out.push({
        commits: [...projects.values()].reduce((n, c) => n + c.length, 0),
        calls: mine.length,
        input: mine.reduce((n, c) => n + c.inputTokens, 0),
        output,
      });
    }
  } finally {
    await standIn.close();
  }
  return out;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: { batch: { type: 'string', default: '20' }, days: { type: 'string', default: '30' } },
  });
  const batch = Number(values.batch);
  const usage = await measure(await recentDays(Number(values.days)), batch);
  const row = (name: string, f: (d: DayUsage) => number) => ({
    '': name,
    median: median(usage.map(f)),
    p90: percentile(usage.map(f), 90),
    max: Math.max(...usage.map(f)),
  });
  console.log(
    `LLM classifier, last ${usage.length} replayed demo days, ${batch} commits per call:`,
  );
  console.table([
    row('meaningful commits a day', (d) => d.commits),
    row('calls a day', (d) => d.calls),
    row('input tokens a day', (d) => d.input),
    row('output tokens a day (estimate)', (d) => d.output),
    row('input tokens a call', (d) => Math.round(d.input / Math.max(1, d.calls))),
  ]);
  const cost = (model: string, d: DayUsage) => {
    const price = priceOf(model)!;
    return (d.input * price.input + d.output * price.output) / 1_000_000;
  };
  console.log('Cost per day at list prices (apps/server/src/writers/prices.ts), USD:');
  console.table(
    MODELS.map((model) => ({
      model,
      median: Number(median(usage.map((d) => cost(model, d))).toFixed(3)),
      p90: Number(
        percentile(
          usage.map((d) => cost(model, d)),
          90,
        ).toFixed(3),
      ),
      '30 days': Number(usage.reduce((n, d) => n + cost(model, d), 0).toFixed(2)),
    })),
  );
}

await main();
