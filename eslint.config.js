// Lint rules, including the import directions of docs/architecture.md ("Boundaries"):
// - packages: domain ← nothing (the vocabulary everything may import); analysis ← domain;
//   contracts ← zod, domain; db ← analysis, domain;
//   server ← contracts, db, analysis, domain; web ← contracts (types; values from /constants),
//   domain; bench ← public entry points only (eslint/import-bans.js, by import specifier);
// - folders (eslint/zones.js, by resolved file): web shared code (components, hooks, lib) ←
//   neither features nor app; features ← not app, not each other; no route imports another
//   route; the server's layers point inwards: entry points (cli, wiring, http, jobs) → use-cases
//   → adapters (collectors, writers, mail, billing, auth, insights-test, reporting) → shared
//   (env.ts, time.ts);
// - no import cycle anywhere (import-x/no-cycle here; madge in `npm run lint` as well);
// - only env.ts files read process.env; only packages/db imports drizzle-orm.
// Each of those rules is set by one block or one table, so no block silently replaces another's
// bans; eslint/boundaries.test.ts shows the rules fail on fixtures and hold on the real tree.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
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
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
