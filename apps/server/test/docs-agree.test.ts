// The operator's documents say what the code does (issue 16, item 7): the README's "Other commands"
// table lists exactly the commands `npm run cli -- --help` lists, and `.env.example` exactly the
// variables env.ts reads. Both sides are read at run time, so a new command or variable without
// its line fails here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../src/env';
import { runCli } from './cli-process';
import { readTestEnv } from './env';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8');

/** The commands of commander's help: the first word of each line under "Commands:". */
function helpCommands(help: string[]): string[] {
  const start = help.findIndex((line) => line.trim() === 'Commands:');
  return help
    .slice(start + 1)
    .map((line) => /^ {2}(\S+)/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'help');
}

/**
 * The CLI commands the README's "Other commands" table names: `npm run cli -- NAME`, or an npm
 * script that runs one (`npm run migrate`: "tsx apps/server/src/cli.ts migrate").
 */
function readmeCommands(readme: string, scripts: Record<string, string>): string[] {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Other commands'));
  if (!section) throw new Error('README.md has no "## Other commands" section');
  const names = new Set<string>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split(' | ')[0]!;
    for (const [, name] of firstCell.matchAll(/npm run cli -- ([\w:-]+)/g)) names.add(name!);
    for (const [, script] of firstCell.matchAll(/npm run ([\w:-]+)/g)) {
      const command = /apps\/server\/src\/cli\.ts ([\w:-]+)/.exec(scripts[script!] ?? '')?.[1];
      if (command) names.add(command);
    }
  }
  return [...names];
}

describe.runIf(readTestEnv().TEST_DB === 'pglite')('the README', () => {
  it('lists every CLI command in its "Other commands" table, and no other', async () => {
    const help = await runCli(['--help'], {});
    expect(help.code).toBe(0);
    const cli = helpCommands(help.stdout);
    expect(cli).toContain('serve');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    const readme = readmeCommands(read('README.md'), scripts);
    expect({ missingFromReadme: cli.filter((c) => !readme.includes(c)) }).toEqual({
      missingFromReadme: [],
    });
    expect({ notACommand: readme.filter((c) => !cli.includes(c)) }).toEqual({ notACommand: [] });
  });
});

describe('.env.example', () => {
  const lines = read('.env.example').split('\n');
  const testsOnly = lines.findIndex((line) => line.startsWith('# --- Tests only'));
  const named = (part: string[]) =>
    part.map((line) => /^(?:# )?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1]).filter(Boolean) as string[];

  it("names every variable of env.ts's schema, each once and with a comment above it", () => {
    const server = named(lines.slice(0, testsOnly));
    expect([...server].sort()).toEqual([...ENV_VARIABLES].sort());
    lines.slice(0, testsOnly).forEach((line, i) => {
      if (/^(?:# )?[A-Z][A-Z0-9_]*=/.test(line))
        expect([line, lines[i - 1]]).toEqual([line, expect.stringMatching(/^# \S/)]);
    });
  });

  it('keeps the variables the server does not read commented, after the server ones', () => {
    const others = lines.slice(testsOnly).filter((line) => /^[A-Z]/.test(line));
    expect(others).toEqual([]);
    const names = named(lines.slice(testsOnly));
    expect(names).toEqual(expect.arrayContaining(['TEST_DATABASE_URL', 'E2E_PORT', 'API_TARGET']));
    expect(names.filter((n) => (ENV_VARIABLES as string[]).includes(n))).toEqual([]);
  });
});
