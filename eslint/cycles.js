// Import cycles, found by madge: `npm run lint` runs this file (node eslint/cycles.js) over the
// apps, the packages and bench, next to ESLint's import-x/no-cycle. madge follows type-only
// imports too, so it also refuses a cycle that only the types close.
import { readdirSync } from 'node:fs';
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

/** The source files under `folders`, leaving out dependencies, builds and `skip` folders. */
function sourceFiles(folders, skip) {
  const skipped = new Set(['node_modules', 'dist']);
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name) && !skip.includes(path.relative(root, full))) walk(full);
      } else if (/\.(tsx?|js)$/.test(entry.name)) files.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files;
}

/**
 * The cycles among the files under `folders` (relative to the repository), each as a list of
 * paths; throws when an import of a local file could not be resolved, since a cycle through it
 * would go unseen. madge walks the folders it is given whole, so the files are listed here.
 */
export async function findCycles(folders, { skip = ['eslint/fixtures'] } = {}) {
  const result = await madge(sourceFiles(folders, skip), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx', 'js'],
    tsConfig,
  });
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
