// The classify CLI: JSON lines on stdout, clear errors on stderr with exit code 1.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'packages/analysis/scripts/classify.ts');

async function classify(path: string): Promise<{ stdout: string; stderr: string; code: number }> {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, path], { cwd: ROOT, maxBuffer: 1 << 24 });
    return { stdout, stderr, code: 0 };
  } catch (err) {
    const e = err as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}

describe('classify CLI', () => {
  it('prints one {sha, signals, noise} JSON line per commit of a .ndjson.gz file', async () => {
    const { stdout, code } = await classify('data/activity/Uniswap__v4-core.ndjson.gz');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(200);
    for (const line of lines) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(parsed)).toEqual(['sha', 'signals', 'noise']);
    }
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      sha: '59d3ecf53afa9264a16bba0e38f4c5d2231f80bc',
      signals: ['release'],
      noise: null,
    });
  }, 30_000);

  it('reads plain .ndjson and names the malformed line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'classify-'));
    const file = join(dir, 'bad.ndjson');
    const good = {
      repo: 'a/b',
      sha: 'abc',
      parents: [],
      authorName: 'x',
      committerDate: '2025-01-01T00:00:00Z',
      message: 'feat: add x',
      files: [],
    };
    writeFileSync(file, `${JSON.stringify(good)}\n{not json\n`);
    const { stdout, stderr, code } = await classify(file);
    expect(code).toBe(1);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/bad\.ndjson:2: malformed line/);
  }, 30_000);

  it('fails clearly for a missing file', async () => {
    const { stdout, stderr, code } = await classify('data/activity/nope.ndjson.gz');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/cannot read data\/activity\/nope\.ndjson\.gz/);
  }, 30_000);
});
