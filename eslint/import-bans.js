// Which packages each part of the repository may import, by import specifier, for
// @typescript-eslint/no-restricted-imports (core no-restricted-imports plus type-only allowances).
//
// ESLint gives a file the options of the LAST config block that sets a rule, so two blocks
// matching one file would silently drop the first one's bans. Hence one table: every group lists
// its full set of bans from the shared pieces below, the groups match disjoint files (the lint
// test checks both), and folder-to-folder rules live in zones.js, a rule of its own.

/** @gitsignals/domain is the zero-dependency vocabulary every part may import. */
const exceptDomain = ['!@gitsignals/domain', '!@gitsignals/domain/*'];

const drizzleOnlyInDb = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'drizzle-kit'],
  message: 'Only packages/db talks to drizzle-orm; add a query there.',
};

const domainImportsNothing = {
  group: ['@gitsignals/*'],
  message: 'domain is the vocabulary every part imports: it imports nothing from the repo.',
};

const noInputOutput = {
  group: ['node:*', 'fs', 'path', 'child_process', 'http', 'https'],
  message: 'analysis and domain are pure: no I/O.',
};

const analysisImportsNothing = {
  group: ['@gitsignals/*', ...exceptDomain],
  message: 'analysis imports nothing from the repo but @gitsignals/domain.',
};

const contractsImportZodOnly = {
  group: ['@gitsignals/*', ...exceptDomain, 'drizzle-orm', 'drizzle-orm/*'],
  message: 'contracts import zod and @gitsignals/domain only.',
};

/** The contracts' modules the browser imports at run time (ADR 007, ADR 030). */
const CONTRACTS_BROWSER_MODULES = [
  'packages/contracts/src/constants.ts',
  'packages/contracts/src/endpoints.ts',
  'packages/contracts/src/vocabulary.ts',
];

// Anything they import reaches the browser: no zod, and no other contracts file (those hold
// schemas), so they import only @gitsignals/domain and each other (constants re-exports the
// vocabulary, kept apart so the footer's constant does not load the registries: ADR 044).
const browserModulesStayZodFree = {
  group: ['zod', 'zod/*'],
  message: 'The browser imports this module: no zod here (ADR 007); schemas go in another file.',
};
const browserModulesImportNoContractsFile = {
  regex: '^\\.{1,2}/(?!vocabulary$)',
  message:
    'The browser imports this module: importing another contracts file would bring its schemas and zod (ADR 007).',
};

const dbImportsAnalysisOnly = {
  group: [
    '@gitsignals/contracts',
    '@gitsignals/contracts/*',
    '@gitsignals/server',
    '@gitsignals/server/*',
    '@gitsignals/web',
    '@gitsignals/web/*',
  ],
  message: 'db imports only analysis types and @gitsignals/domain.',
};

const serverNotWeb = {
  group: ['@gitsignals/web', '@gitsignals/web/*'],
  message: 'the server does not import the web app.',
};

const webImportsContractsOnly = {
  group: [
    '@gitsignals/db',
    '@gitsignals/db/*',
    '@gitsignals/analysis',
    '@gitsignals/analysis/*',
    '@gitsignals/domain',
    '@gitsignals/domain/*',
    '@gitsignals/server',
    '@gitsignals/server/*',
  ],
  message:
    'The web app imports only @gitsignals/contracts (the vocabulary through its /constants).',
};

// The schemas would bring zod into the bundle: the browser takes types from the contracts and
// run-time values from their zod-free constants module.
const webContractsTypesOnly = {
  name: '@gitsignals/contracts',
  allowTypeImports: true,
  message:
    "Import values from '@gitsignals/contracts/constants' or '/endpoints'; types only from here.",
};

const benchThroughEntryPoints = {
  regex: '^\\.\\./',
  message:
    "bench imports the workspaces through their public entry points (package.json exports, e.g. '@gitsignals/server/bench'), never their files.",
};

/** Each group: the files it covers and every ban that applies to them. */
export const IMPORT_BAN_GROUPS = [
  {
    name: 'domain',
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    patterns: [domainImportsNothing, noInputOutput, drizzleOnlyInDb],
  },
  {
    name: 'analysis',
    files: ['packages/analysis/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    patterns: [analysisImportsNothing, noInputOutput, drizzleOnlyInDb],
  },
  {
    name: 'contracts',
    files: ['packages/contracts/src/**/*.ts'],
    ignores: CONTRACTS_BROWSER_MODULES,
    patterns: [contractsImportZodOnly],
  },
  {
    name: 'contracts-browser-modules',
    files: CONTRACTS_BROWSER_MODULES,
    patterns: [
      contractsImportZodOnly,
      browserModulesStayZodFree,
      browserModulesImportNoContractsFile,
    ],
  },
  {
    name: 'db',
    files: ['packages/db/**/*.ts'],
    patterns: [dbImportsAnalysisOnly],
  },
  {
    name: 'server',
    files: ['apps/server/**/*.ts'],
    patterns: [drizzleOnlyInDb, serverNotWeb],
  },
  {
    name: 'web',
    files: ['apps/web/**/*.{ts,tsx}'],
    paths: [webContractsTypesOnly],
    patterns: [drizzleOnlyInDb, webImportsContractsOnly],
  },
  {
    name: 'bench',
    files: ['bench/**/*.ts'],
    patterns: [drizzleOnlyInDb, benchThroughEntryPoints],
  },
];

/** The flat-config blocks of the table: one per group, the only blocks that set the rule. */
export function importBanBlocks() {
  return IMPORT_BAN_GROUPS.map(({ name, files, ignores, paths = [], patterns }) => ({
    name: `import-bans/${name}`,
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
    },
  }));
}
