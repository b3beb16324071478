// CLASSIFIER=llm in the demo import: both phases send their days' meaningful commits to the model
// (the stand-in), say what the classification came to, and a second import asks nothing again.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { createLlmClassifier } from '../src/classifiers/llm-classifier';
import { silentProgress } from '../src/reporting/progress';
import type { DemoImportOptions } from '../src/use-cases/demo-import/deps';
import { importDemoData } from '../src/use-cases/demo-import/import-demo-data';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';
import { makeDemoSlice } from './demo-slice';

const NOW = new Date('2026-11-22T08:00:00Z');

let handle: DatabaseHandle;
let standIn: LlmStandIn;
let options: DemoImportOptions;

beforeAll(async () => {
  handle = await createTestDatabase();
  standIn = await startLlmStandIn();
  const demoDataDir = makeDemoSlice(['stakewise/v3-core', 'PufferFinance/puffer-contracts']);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-data-'));
  options = { demoDataDir, dataDir, recentDays: 30, historyBatch: 50 };
});

afterAll(async () => {
  await standIn.close();
  await handle.close();
  rmSync(options.demoDataDir, { recursive: true, force: true });
  rmSync(options.dataDir, { recursive: true, force: true });
});

async function importWithClassifier(): Promise<string[]> {
  const lines: string[] = [];
  const classifier = createLlmClassifier(
    {
      llm: {
        provider: 'anthropic',
        model: 'claude-haiku-4-5',
        baseUrl: standIn.baseUrl('anthropic'),
        apiKey: 'test-key',
        timeoutMs: 5000,
        maxRetries: 0,
        maxInputCommits: 40,
        concurrency: 2,
      },
      batchSize: 20,
      minConfidence: 0.7,
      budget: { maxUsd: 10, maxCalls: 1000 },
    },
    { db: handle.db, log: () => undefined, now: () => NOW },
  );
  const complete = await importDemoData(
    {
      db: handle.db,
      now: () => NOW,
      say: (line) => lines.push(line),
      progress: () => silentProgress,
      classifier,
    },
    options,
  );
  expect(complete).toBe(true);
  return lines;
}

describe('the demo import with CLASSIFIER=llm', () => {
  it('classifies the recent days before the history, and says so after each phase', async () => {
    const lines = await importWithClassifier();
    const classified = lines.filter((l) => l.startsWith('Classification by'));
    expect(classified).toHaveLength(2);
    for (const line of classified)
      expect(line).toMatch(/^Classification by anthropic:claude-haiku-4-5: [\d,]+ commits, /);
    expect(standIn.requests.length).toBeGreaterThan(0);
    expect(standIn.requests.every((r) => r.classified.length > 0)).toBe(true);
    expect(lines.at(-1)).toMatch(/^Demo data ready: /);
  }, 120_000);

  it('a second import asks nothing again', async () => {
    const before = standIn.requests.length;
    const lines = await importWithClassifier();
    expect(standIn.requests).toHaveLength(before);
    const classified = lines.filter((l) => l.startsWith('Classification by'));
    expect(classified).toHaveLength(2);
    for (const line of classified)
      expect(line).toMatch(/ by the model \([\d,]+ answered before\), 0 by the rules; 0 calls,/);
  }, 120_000);
});
