// Lint rules, including the import directions of docs/architecture.md:
// domain ← nothing; analysis ← domain; contracts ← zod, domain; db ← domain, analysis;
// server ← contracts, db, analysis, domain; web ← contracts. No feature imports another feature; no route imports another route;
// only env.ts files read process.env; only packages/db imports drizzle-orm.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

const noProcessEnv = {
  'no-restricted-properties': [
    'error',
    { object: 'process', property: 'env', message: 'Read configuration in an env.ts file only.' },
  ],
};

const drizzleOnlyInDb = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'drizzle-kit'],
  message: 'Only packages/db talks to drizzle-orm; add a query there.',
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
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      { group: ['@gitsignals/*'], message: 'domain imports nothing from the repo.' },
      { group: ['node:*', 'fs', 'path'], message: 'domain is plain values: no I/O.' },
      drizzleOnlyInDb,
    ]),
  },
  {
    files: ['packages/analysis/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      {
        group: ['@gitsignals/*', '!@gitsignals/domain'],
        message: 'analysis imports only @gitsignals/domain from the repo.',
      },
      {
        group: ['node:*', 'fs', 'path', 'child_process', 'http', 'https'],
        message: 'analysis is pure: no I/O.',
      },
      drizzleOnlyInDb,
    ]),
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: restrict([
      {
        group: ['@gitsignals/*', '!@gitsignals/domain', 'drizzle-orm', 'drizzle-orm/*'],
        message: 'contracts import zod and @gitsignals/domain only.',
      },
    ]),
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: restrict([
      {
        group: ['@gitsignals/contracts', '@gitsignals/server', '@gitsignals/web'],
        message: 'db imports only domain values and analysis types.',
      },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([
      drizzleOnlyInDb,
      { group: ['@gitsignals/web'], message: 'the server does not import the web app.' },
    ]),
  },
  {
    files: ['apps/server/src/http/routes/*/**/*.ts'],
    rules: restrict([
      drizzleOnlyInDb,
      {
        // routes/<area>/file.ts importing ../<other-area>/… reaches into a sibling route.
        regex: '^\\.\\./(?!\\.)',
        message: 'No route imports another route; share code through a lower layer.',
      },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The schemas would bring zod into the bundle: the browser takes types from the contracts
      // and run-time values from their zod-free constants module.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@gitsignals/contracts',
              allowTypeImports: true,
              message:
                "Import values from '@gitsignals/contracts/constants'; types only from here.",
            },
          ],
        },
      ],
      ...restrict([
        drizzleOnlyInDb,
        {
          group: [
            '@gitsignals/db',
            '@gitsignals/db/*',
            '@gitsignals/analysis',
            '@gitsignals/domain',
            '@gitsignals/server',
          ],
          message: 'The web app imports only @gitsignals/contracts.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: restrict([
      drizzleOnlyInDb,
      {
        group: ['@/features/*'],
        message:
          'No feature imports another feature; move shared code to components, hooks or lib.',
      },
      {
        // features/<f>/<folder>/file importing ../../<other>/… reaches into a sibling feature.
        regex: '^\\.\\./\\.\\./(?!\\.)',
        message:
          'No feature imports another feature; move shared code to components, hooks or lib.',
      },
      {
        group: [
          '@gitsignals/db',
          '@gitsignals/db/*',
          '@gitsignals/analysis',
          '@gitsignals/domain',
          '@gitsignals/server',
        ],
        message: 'The web app imports only @gitsignals/contracts.',
      },
    ]),
  },
);
