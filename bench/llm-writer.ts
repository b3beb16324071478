// LLM writer tokens per feed item: 200 real days of the demo dataset (spread evenly over every
// project and month) written through the real AI SDK against the provider stand-in, which
// answers like a careful model and reports usage proportional to the request's size (about four
// characters a token). Prints tokens per item and the cost per 1,000 items for named models.
// Alone: `npx tsx bench/llm-writer.ts [--days N]`; `npm run bench` runs it too.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import {
  analyseActivity,
  commitFromDatasetRecord,
  type CommitInput,
  type WriterFacts,
} from '@gitsignals/analysis';
import type { LlmCallRecord } from '@gitsignals/db';
import { createLlmWriter, priceOf } from '@gitsignals/server/bench';
import { startLlmStandIn } from '@gitsignals/server/testing';

const DATA = fileURLToPath(new URL('../data', import.meta.url));
/** Models whose cost per 1,000 items is printed: a small and a mid model of each family. */
const MODELS = ['gpt-4.1-mini', 'gpt-5-mini', 'claude-haiku-4-5', 'gemini-2.5-flash'];
/** Commits per call, as LLM_MAX_INPUT_COMMITS defaults. */
const MAX_INPUT_COMMITS = 40;

interface IndexRepo {
  repo: string;
  projectSlug: string;
  commitsFile: string;
}
interface RegistryProject {
  slug: string;
  name: string;
  category: string;
  networks: string[];
}

async function readCommits(file: string): Promise<CommitInput[]> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  const out: CommitInput[] = [];
  for await (const line of lines)
    if (line.trim() !== '') out.push(commitFromDatasetRecord(JSON.parse(line)));
  return out;
}

/** Every day of the dataset with meaningful activity, as the writer's facts. */
async function demoDays(): Promise<WriterFacts[]> {
  const index = JSON.parse(await readFile(path.join(DATA, 'activity', 'INDEX.json'), 'utf8')) as {
    repos: IndexRepo[];
  };
  const registry = JSON.parse(await readFile(path.join(DATA, 'projects.json'), 'utf8')) as {
    projects: RegistryProject[];
  };
  const byProjectDay = new Map<string, CommitInput[]>();
  for (const repo of index.repos) {
    for (const commit of await readCommits(path.join(DATA, 'activity', repo.commitsFile))) {
      const key = `${repo.projectSlug} ${commit.committedAt.slice(0, 10)}`;
      byProjectDay.set(key, [...(byProjectDay.get(key) ?? []), commit]);
    }
  }
  const days: WriterFacts[] = [];
  for (const [key, commits] of [...byProjectDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [slug, day] = key.split(' ') as [string, string];
    const p = registry.projects.find((r) => r.slug === slug);
    if (!p) continue;
    const analysis = analyseActivity({
      project: { slug, name: p.name, category: p.category, networks: p.networks },
      commits,
      tags: [],
      analysisDate: day,
      daysAnalyzed: 1,
    });
    if (analysis) days.push(analysis.facts);
  }
  return days;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface LlmWriterBench {
  items: number;
  calls: number;
  fallbacks: number;
  inputTokensPerItem: number;
  outputTokensPerItem: number;
  costPer1000Items: Record<string, number>;
}

/** What one written item cost: tokens, calls, and the meaningful commits it was written from. */
interface ItemUsage {
  input: number;
  output: number;
  commits: number;
  calls: number;
}

interface SampleRun {
  perItem: ItemUsage[];
  calls: LlmCallRecord[];
  fallbacks: number;
  seconds: number;
}

/** `size` days spread evenly over all of them. */
function evenSample(all: WriterFacts[], size: number): WriterFacts[] {
  const count = Math.min(size, all.length);
  const step = all.length / count;
  return Array.from({ length: count }, (_, i) => all[Math.floor(i * step)]!);
}

/** Writes each day through the real AI SDK against the stand-in, one at a time. */
async function writeSample(sample: WriterFacts[]): Promise<SampleRun> {
  const standIn = await startLlmStandIn();
  const calls: LlmCallRecord[] = [];
  let fallbacks = 0;
  const writer = createLlmWriter(
    {
      provider: 'openai-compatible',
      model: 'stand-in',
      baseUrl: standIn.baseUrl('openai-compatible'),
      apiKey: undefined,
      timeoutMs: 30_000,
      maxRetries: 0,
      maxInputCommits: MAX_INPUT_COMMITS,
      // One day at a time: each day's calls are read off the call list around its write.
      concurrency: 1,
    },
    {
      log: (_level, message) => {
        if (message.startsWith('LLM writer fell back')) fallbacks += 1;
      },
      now: () => new Date(),
      onCall: (call) => calls.push(call),
    },
  );
  const perItem: ItemUsage[] = [];
  const started = performance.now();
  try {
    for (const facts of sample) {
      const before = calls.length;
      await writer.write(facts);
      const mine = calls.slice(before);
      perItem.push({
        input: mine.reduce((n, c) => n + c.inputTokens, 0),
        output: mine.reduce((n, c) => n + c.outputTokens, 0),
        commits: facts.counts.meaningfulCommits,
        calls: mine.length,
      });
    }
  } finally {
    await standIn.close();
  }
  return { perItem, calls, fallbacks, seconds: (performance.now() - started) / 1000 };
}

const meanOf = (perItem: ItemUsage[], f: (i: ItemUsage) => number) =>
  perItem.reduce((n, i) => n + f(i), 0) / perItem.length;

/** A table row: mean, median, 95th percentile and maximum of one measure per item. */
function usageRow(perItem: ItemUsage[], name: string, f: (i: ItemUsage) => number) {
  const sorted = perItem.map(f).sort((a, b) => a - b);
  return {
    '': name,
    mean: Math.round(meanOf(perItem, f) * 10) / 10,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
  };
}

export async function benchLlmWriter(
  log: (line: string) => void,
  sampleDays = 200,
): Promise<LlmWriterBench> {
  const all = await demoDays();
  const { perItem, calls, fallbacks, seconds } = await writeSample(evenSample(all, sampleDays));
  const input = meanOf(perItem, (i) => i.input);
  const output = meanOf(perItem, (i) => i.output);
  const costPer1000Items: Record<string, number> = {};
  for (const model of MODELS) {
    const price = priceOf(model)!;
    costPer1000Items[model] = (1000 * (input * price.input + output * price.output)) / 1_000_000;
  }

  log(
    `\nLLM writer (stand-in, ${perItem.length} of ${all.length} demo days with meaningful commits, ` +
      `${MAX_INPUT_COMMITS} commits per call, ${seconds.toFixed(1)} s, ${fallbacks} fallbacks):`,
  );
  console.table([
    usageRow(perItem, 'meaningful commits', (i) => i.commits),
    usageRow(perItem, 'calls', (i) => i.calls),
    usageRow(perItem, 'input tokens', (i) => i.input),
    usageRow(perItem, 'output tokens', (i) => i.output),
  ]);
  log('Estimated cost per 1,000 feed items (list prices in apps/server/src/writers/prices.ts):');
  console.table(
    MODELS.map((model) => ({
      model,
      'USD / 1,000 items': Math.round(costPer1000Items[model]! * 100) / 100,
      'in $/M': priceOf(model)!.input,
      'out $/M': priceOf(model)!.output,
    })),
  );
  return {
    items: perItem.length,
    calls: calls.length,
    fallbacks,
    inputTokensPerItem: Math.round(input),
    outputTokensPerItem: Math.round(output),
    costPer1000Items,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '200' } } });
  await benchLlmWriter((line) => console.log(line), Number(values.days));
}
