// The boundaries of docs/architecture.md are only as good as the lint that enforces them: this
// runs `npm run lint`'s own configuration (eslint.config.js, through ESLint's Node API) on the
// fixtures in eslint/fixtures, which the normal run ignores, and on the real files that once
// broke the rules. A fixture whose first line reads `// lint as: <path>` is linted as if it were
// that file of the repository, so its imports resolve from there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import config from '../eslint.config.js';
import { findCycles } from './cycles.js';
import { IMPORT_BAN_GROUPS, importBanBlocks } from './import-bans.js';
import { SERVER_LAYERS } from './zones.js';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'eslint/fixtures');
// `ignore: false`: the fixtures are on the configuration's ignore list for the normal run.
const eslint = new ESLint({ cwd: root, ignore: false });

const CYCLE = 'import-x/no-cycle';
const ZONE = 'import-x/no-restricted-paths';
const BAN = '@typescript-eslint/no-restricted-imports';
const CLOCK = 'no-restricted-syntax';
const BOUNDARY_RULES = [CYCLE, ZONE, BAN, CLOCK];

async function lintFixture(name: string): Promise<Linter.LintMessage[]> {
  const file = path.join(fixtures, name);
  const text = readFileSync(file, 'utf8');
  const lintAs = /^\/\/ lint as: (\S+)/.exec(text)?.[1];
  const [result] = lintAs
    ? await eslint.lintText(text, { filePath: path.join(root, lintAs) })
    : await eslint.lintFiles([file]);
  return result!.messages;
}

const boundaryErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === null || BOUNDARY_RULES.includes(m.ruleId));

describe('npm run lint refuses', () => {
  // Each fixture's name and comment say what it does.
  it.each([
    ['cycle/first.ts', CYCLE],
    ['web-shared-imports-feature.ts', ZONE],
    ['web-hook-imports-app.ts', ZONE],
    ['web-feature-imports-app.ts', ZONE],
    ['web-feature-imports-feature.ts', ZONE],
    ['web-imports-db.ts', BAN],
    ['server-adapter-imports-http.ts', ZONE],
    ['server-adapter-imports-use-case.ts', ZONE],
    ['server-use-case-imports-cli.ts', ZONE],
    ['server-shared-imports-adapter.ts', ZONE],
    ['server-route-imports-route.ts', ZONE],
    ['server-route-imports-web.ts', BAN],
    ['analysis-imports-contracts.ts', BAN],
    ['contracts-endpoints-import-zod.ts', BAN],
    ['bench-imports-server-file.ts', BAN],
    ['server-reads-wall-clock.ts', CLOCK],
  ])('%s (%s)', async (fixture, rule) => {
    const errors = boundaryErrors(await lintFixture(fixture));
    // A zone is judged on the file an import resolves to: a fixture whose target file has moved
    // resolves to nothing and fails here; point it at a file that exists.
    expect(errors.map((m) => m.ruleId)).toContain(rule);
    expect(errors.every((m) => m.severity === 2)).toBe(true);
  });

  it('an import cycle, in the madge check as well', async () => {
    const cycles = await findCycles(['eslint/fixtures/cycle'], { skip: [] });
    expect(cycles).toEqual([['eslint/fixtures/cycle/first.ts', 'eslint/fixtures/cycle/second.ts']]);
  });
});

describe('npm run lint allows', () => {
  it.each([
    'web-feature-imports-shared.ts',
    'server-use-case-imports-down.ts',
    'analysis-imports-domain.ts',
    'bench-imports-entry-points.ts',
    'server-measures-elapsed-time.ts',
    'server-wiring-reads-wall-clock.ts',
  ])('%s', async (fixture) => {
    expect(boundaryErrors(await lintFixture(fixture))).toEqual([]);
  });

  it('the real files that once crossed a boundary', async () => {
    const results = await eslint.lintFiles([
      'apps/web/src/hooks/use-session.tsx',
      'apps/web/src/hooks/use-current-user.ts',
      'apps/server/src/use-cases/analyse-projects/build-feed-items.ts',
      'apps/server/src/collectors/collection-run.ts',
      'apps/server/src/reporting/progress.ts',
      'apps/server/src/mail/outbox.ts',
      'apps/server/src/auth/totp-replay.ts',
      'apps/server/src/billing/entitlements.ts',
      'apps/server/src/insights-test/run-prompt.ts',
      'apps/server/src/http/routes/feeds/insights-test.ts',
      'bench/collect-git.ts',
      'bench/llm-writer.ts',
    ]);
    const problems = results.flatMap((r) =>
      r.messages.map(
        (m) => `${path.relative(root, r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('the configuration', () => {
  it('sets each boundary rule in one place, so no block drops the bans of another', () => {
    const banBlocks = new Set(importBanBlocks().map((block) => block.name));
    for (const rule of BOUNDARY_RULES) {
      const setters = config.filter((block) => block.rules && rule in block.rules);
      if (rule === BAN) {
        expect(setters.map((block) => block.name)).toEqual([...banBlocks]);
      } else {
        expect(setters).toHaveLength(1);
      }
    }
    for (const rule of ['no-restricted-imports', 'no-restricted-paths']) {
      expect(config.filter((block) => block.rules && rule in block.rules)).toEqual([]);
    }
  });

  it('gives every file at most one import-ban group, and that group all of its bans', async () => {
    const groupOf = new Map<string, string[]>();
    const repositoryFiles = sourceFiles();
    for (const { name, files, ignores } of importBanBlocks()) {
      // The group's file patterns alone: a file gets a configuration only if they match it.
      const alone = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: [{ files, ...(ignores ? { ignores } : {}) }],
      });
      for (const file of repositoryFiles) {
        if (await alone.calculateConfigForFile(file)) {
          groupOf.set(file, [...(groupOf.get(file) ?? []), name]);
        }
      }
    }
    const overlaps = [...groupOf].filter(([, groups]) => groups.length > 1);
    expect(overlaps).toEqual([]);

    for (const group of IMPORT_BAN_GROUPS) {
      // A group may name a package still to come (packages/domain); one whose folder exists must
      // match a file in it, or its patterns are wrong.
      const folder = group.files[0]!.split('/*')[0]!;
      if (!existsSync(path.join(root, folder))) continue;
      const member = [...groupOf].find(([, groups]) => groups[0] === `import-bans/${group.name}`);
      expect(member, `no file in the ${group.name} group`).toBeDefined();
      const effective = await eslint.calculateConfigForFile(member![0]);
      const [, options] = effective.rules[BAN];
      expect(options).toEqual({ paths: group.paths ?? [], patterns: group.patterns });
    }
  });

  it('puts every entry of apps/server/src in exactly one server layer', () => {
    const layered = SERVER_LAYERS.flatMap((layer) => layer.paths);
    expect(new Set(layered).size).toBe(layered.length);
    expect(readdirSync(path.join(root, 'apps/server/src')).sort()).toEqual([...layered].sort());
  });
});

/** The repository's TypeScript files (dependencies, builds and fixtures aside). */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist'].includes(entry.name) && full !== fixtures) walk(full);
      } else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const folder of ['apps', 'packages', 'bench', 'eslint']) walk(path.join(root, folder));
  return files;
}
