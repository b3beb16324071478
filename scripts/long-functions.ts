// Lists the functions longer than a limit, longest first, so a split can be planned and checked.
// Length is ESLint's max-lines-per-function count of every line from the signature to the closing
// brace (comments, blank lines and nested functions included), the measure issue 12 uses; only
// that rule runs, so nothing else in eslint.config.js gets in the way.
//
//   npx tsx scripts/long-functions.ts [--max 80] [--tests] [path…]   (default path: the repo)
//
// Test files (*.test.ts, test folders, e2e) are left out unless --tests: a describe block is a
// list of cases, not a function to split. Exits 1 when a function is over the limit.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const DEFAULT_MAX = 80;
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'];

interface LongFunction {
  file: string;
  line: number;
  lines: number;
  name: string;
}

function parseArgs(argv: string[]): { max: number; tests: boolean; paths: string[] } {
  let max = DEFAULT_MAX;
  let tests = false;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--tests') tests = true;
    else if (arg === '--max') max = Number(argv[++i]);
    else paths.push(arg);
  }
  if (!Number.isInteger(max) || max < 1) throw new Error('--max takes a whole number of lines');
  return { max, tests, paths: paths.length > 0 ? paths : ['.'] };
}

async function longFunctions(max: number, tests: boolean, paths: string[]) {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        ignores: [
          '**/node_modules/**',
          '**/dist/**',
          '.data/**',
          'packages/db/migrations/**',
          ...(tests ? [] : TEST_FILES),
        ],
      },
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'max-lines-per-function': ['error', { max, IIFEs: true }] },
      },
    ],
  });
  const found: LongFunction[] = [];
  for (const result of await eslint.lintFiles(paths)) {
    for (const message of result.messages) {
      const lines = /\((\d+)\)/.exec(message.message)?.[1];
      if (message.ruleId !== 'max-lines-per-function' || !lines) continue;
      const name = message.message.replace(/ has too many lines.*$/, '');
      found.push({ file: result.filePath, line: message.line, lines: Number(lines), name });
    }
  }
  return found.sort((a, b) => b.lines - a.lines);
}

const { max, tests, paths } = parseArgs(process.argv.slice(2));
const found = await longFunctions(max, tests, paths);
const root = `${process.cwd()}/`;
for (const f of found) console.log(`${f.lines}\t${f.file.replace(root, '')}:${f.line}\t${f.name}`);
console.log(`${found.length} function${found.length === 1 ? '' : 's'} over ${max} lines`);
process.exitCode = found.length > 0 ? 1 : 0;
