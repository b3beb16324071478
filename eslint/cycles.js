// Import cycles, found by madge: `npm run lint` runs this file (node eslint/cycles.js) over the
// apps, the packages and bench, next to ESLint's import-x/no-cycle. madge follows type-only
// imports too, so it also refuses a cycle that only the types close.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');

/** What `npm run lint` checks: every workspace and bench (fixtures excluded). */
export const CHECKED_FOLDERS = ['apps/web/src', 'apps/server', 'packages', 'bench', 'eslint'];

/**
 * madge resolves through TypeScript, which needs baseUrl for `paths`: this is the web app's
 * '@/' alias (apps/web/tsconfig.json), the only alias in the repository.
 */
const tsConfig = {
  compilerOptions: {
    baseUrl: path.join(root, 'apps/web'),
    paths: { '@/*': ['./src/*'] },
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    allowJs: true,
  },
};

/** A skipped import that names a file of ours means a gap in the graph, not a package. */
const isLocal = (specifier) => specifier.startsWith('.') || specifier.startsWith('@/');

/**
 * The cycles among the files under `folders` (relative to the repository), each as a list of
 * paths; throws when an import of a local file could not be resolved, since a cycle through it
 * would go unseen.
 */
export async function findCycles(folders, { exclude = [/eslint\/fixtures\//] } = {}) {
  const result = await madge(
    folders.map((folder) => path.join(root, folder)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx', 'js'],
      excludeRegExp: [/node_modules/, /\/dist\//, ...exclude],
      tsConfig,
    },
  );
  const unresolved = result.warnings().skipped.filter(isLocal);
  if (unresolved.length > 0) {
    throw new Error(`madge could not resolve these imports: ${unresolved.join(', ')}`);
  }
  return result.circular();
}

async function main() {
  const cycles = await findCycles(CHECKED_FOLDERS);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')} → ${cycle[0]}`);
  if (cycles.length > 0) process.exit(1);
  console.log(`No import cycle in ${CHECKED_FOLDERS.join(', ')}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
