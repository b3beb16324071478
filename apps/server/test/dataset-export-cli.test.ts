// `export-dataset` as an operator runs it (the real CLI in a child process): progress and a
// summary when it works; for a bad input, exit code 1 with one line saying what is wrong (no
// stack trace), and nothing written.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli-process';
import { buildAlpha, registryDir, tempRoot, type AlphaRepository } from './dataset-export-fixture';

let root: string;
let alpha: AlphaRepository;
let registry: string;
let env: Record<string, string>;

beforeAll(() => {
  root = tempRoot();
  alpha = buildAlpha(root);
  // The registry the command falls back to when the output directory has none.
  registry = registryDir(root, 'registry');
  env = { DEMO_DATA_DIR: registry, PROGRESS_INTERVAL_SECONDS: '0' };
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const exportArgs = (flags: Record<string, string>) => [
  'export-dataset',
  ...Object.entries(flags).flatMap(([flag, value]) => [`--${flag}`, value]),
];

describe('export-dataset on the command line', () => {
  it('shows its progress and what it wrote', async () => {
    const out = path.join(root, 'written');
    const run = await runCli(exportArgs({ repo: alpha.dir, project: 'alpha', out }), env);
    expect(run.code, run.stderr.join('\n')).toBe(0);
    expect(run.stdout).toContain('Exporting commits: 0/6');
    expect(run.stdout).toContain(
      `Exported 6 commits of acme/alpha (2025-03-01T10:00:00+00:00 .. 2026-03-01T10:00:00+00:00) to ${path.join(out, 'activity', 'acme__alpha.ndjson.gz')}`,
    );
    expect(readdirSync(path.join(out, 'activity')).sort()).toEqual([
      'INDEX.json',
      'acme__alpha.meta.json.gz',
      'acme__alpha.ndjson.gz',
    ]);
  });
});

describe('export-dataset refuses bad input in one line and writes nothing', () => {
  let notRepository: string;
  let aFile: string;

  beforeAll(() => {
    notRepository = path.join(root, 'plain', 'acme+alpha', 'repo');
    mkdirSync(notRepository, { recursive: true });
    aFile = path.join(root, 'a-file');
    writeFileSync(aFile, 'not a directory\n');
  });

  const registryFile = () => path.join(registry, 'projects.json');
  const cases: [string, () => Record<string, string>, () => string][] = [
    [
      'a folder that is no git repository',
      () => ({ repo: notRepository, project: 'alpha' }),
      () => `${notRepository} is not a git repository.`,
    ],
    [
      'an unknown project',
      () => ({ repo: alpha.dir, project: 'gamma' }),
      () => `There is no project "gamma" in ${registryFile()}.`,
    ],
    [
      "a repository the project's registry entry does not list",
      () => ({ repo: alpha.dir, project: 'beta' }),
      () =>
        `acme/alpha is not a repository of the project "beta" in ${registryFile()} (its repositories: acme/beta); it is under the project's own GitHub org: pass --register to add it.`,
    ],
    [
      'an output directory that cannot be written',
      () => ({ repo: alpha.dir, project: 'alpha', out: path.join(aFile, 'data') }),
      () =>
        `Cannot write to the output directory ${path.join(aFile, 'data')}: a part of the path is a file.`,
    ],
    [
      'a --days that is not a positive whole number',
      () => ({ repo: alpha.dir, project: 'alpha', days: '0' }),
      () => '--days must be a positive whole number (got "0")',
    ],
    [
      'a --cap that is not a number',
      () => ({ repo: alpha.dir, project: 'alpha', cap: '12abc' }),
      () => '--cap must be a positive whole number (got "12abc")',
    ],
  ];

  it.each(cases)('%s', async (_, flags, message) => {
    const out = path.join(root, 'refused');
    const run = await runCli(exportArgs({ out, ...flags() }), env);
    expect(run.code).toBe(1);
    expect(run.stderr.filter((line) => line !== '')).toEqual([message()]);
    expect(run.stdout.join('\n')).not.toMatch(/^\s+at /m);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(registry)).toEqual(['projects.json']);
  });
});
