// `npm run eval -- --classifier llm` end to end: the real script in a child process, its
// configured provider the local stand-in (OpenAI-compatible Chat Completions), no database.
// Plumbing only: the stand-in's keyword answers say nothing about a model's quality.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startLlmStandIn, type LlmStandIn } from '@gitsignals/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EVAL = join(ROOT, 'packages/analysis/scripts/eval.ts');
const TSX = import.meta.resolve('tsx');

let standIn: LlmStandIn;
let dataDir: string;

beforeAll(async () => {
  standIn = await startLlmStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'gitsignals-eval-llm-'));
});
afterAll(async () => {
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The script as `npm run eval -- --classifier llm` starts it, with exactly this environment. */
async function evalLlm(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', TSX, EVAL, '--classifier', 'llm'],
      { cwd: ROOT, env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, maxBuffer: 1 << 24 },
    );
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const e = err as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}

describe('npm run eval -- --classifier llm', () => {
  it('scores the configured model, prints the tables and what fell back to the rules', async () => {
    standIn.queue('hang', 'refusal', 'invalid-json');
    const { stdout, stderr, code } = await evalLlm({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_BASE_URL: standIn.baseUrl('openai-compatible'),
      LLM_TIMEOUT_MS: '1000',
      LLM_MAX_RETRIES: '0',
      CLASSIFIER_BATCH_SIZE: '25',
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Classifier: LLM openai-compatible:gpt-4o-mini \(/);
    for (const table of ['DEV (rules tuned on it):', 'TEST (held out):', 'contributor_surge'])
      expect(stdout).toContain(table);
    expect(stdout).toMatch(/macro-F1 \(\d+ signals with >= 5 positives\)\s+\d\.\d\d/);

    const asked = standIn.requests.flatMap((r) => r.classified);
    expect(standIn.requests.every((r) => r.classified.length <= 25)).toBe(true);
    expect(standIn.requests).toHaveLength(Math.ceil(asked.length / 25));
    // Three batches of 25 failed, one way each; every other commit was the model's.
    expect(stdout).toContain(
      `Fell back to the rules: 75 of ${asked.length} commits the model was asked about (25 timed out, 25 refused, 25 answer not JSON); the rules also decided the `,
    );
    expect(stdout).toMatch(
      new RegExp(
        `Classification by openai-compatible:gpt-4o-mini: ${asked.length.toLocaleString('en-US')} commits, [\\d,]+ by the model, 75 by the rules .*; ${standIn.requests.length} calls \\([\\d,]+ ok, 1 invalid, 1 refused, 1 timeout\\), [\\d,]+ input and [\\d,]+ output tokens, \\$\\d+\\.\\d{4}`,
      ),
    );
    // No database was opened.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 180_000);

  it('says which settings are missing when no provider is configured', async () => {
    const { stderr, code } = await evalLlm({});
    expect(code).toBe(2);
    expect(stderr).toContain(
      'CLASSIFIER=llm needs a model, but LLM_PROVIDER is local: set LLM_PROVIDER',
    );
  }, 60_000);
});
