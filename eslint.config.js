// Lint rules, including the import directions of docs/architecture.md ("Boundaries"); "a ← b"
// reads "a may import b".
// - packages (eslint/import-bans.js, by import specifier): domain ← nothing; analysis ← domain;
//   contracts ← zod, domain (its browser modules, constants and endpoints: domain only);
//   db ← analysis, domain; server ← contracts, db, analysis, domain;
//   web ← contracts (types only; values from /constants and /endpoints); bench ← the
//   workspaces' public entry points only (package.json exports, e.g. @gitsignals/server/bench);
// - folders (eslint/zones.js, by the file an import resolves to): web components, hooks and lib
//   import neither features nor app; a feature imports neither app nor another feature; no route
//   imports another route; the server's layers point inwards: entry points (cli, wiring, bench,
//   http, jobs, eval-classifier) → use-cases → adapters (collectors, writers, classifiers, mail,
//   billing, auth, insights-test, reporting, doctor) → shared (env.ts, time.ts);
// - no import cycle (import-x/no-cycle here; madge, eslint/cycles.js, in `npm run lint`);
// - only env.ts files read process.env; only packages/db imports drizzle-orm;
// - the server reads the wall clock only in wiring.ts (eslint/clock.js): everything else takes `now`.
// Each boundary rule is set in one place (one block, or one table of disjoint file groups), so no
// block silently replaces another's bans; eslint/boundaries.test.ts shows each rule failing on
// fixtures and holding on the real files (eslint/README.md).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverClockBlock } from './eslint/clock.js';
import { importBanBlocks } from './eslint/import-bans.js';
import { importZones } from './eslint/zones.js';

const root = import.meta.dirname;

const noProcessEnv = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read configuration in an env.ts file only.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
      // Code that breaks the rules on purpose, linted by eslint/boundaries.test.ts only.
      'eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...noProcessEnv,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Configuration files and env readers may read the environment.
  {
    files: ['**/env.ts', '*.config.ts', '*.config.js', '**/*.config.ts', '.ci/**', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  // Imports between files: resolved the way TypeScript resolves them (each folder's tsconfig,
  // so the web app's '@/' alias too, and package.json exports of the workspaces).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${root}/apps/*/tsconfig.json`,
            `${root}/packages/*/tsconfig.json`,
            `${root}/bench/tsconfig.json`,
          ],
          // One tsconfig per workspace is the layout, not a mistake: the closest one is used.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are erased at compile time and do not count as a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones(root) }],
    },
  },
  ...importBanBlocks(),
  serverClockBlock,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
