// One runner for every non-browser test: pure unit tests, the web app's component tests (jsdom),
// and the server/database integration tests, which run on PGlite and, when TEST_DATABASE_URL is
// set, once more on PostgreSQL.
import { defineConfig } from 'vitest/config';

const integrationFiles = ['apps/server/**/*.test.ts', 'packages/db/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, so every file would wait for the one
    // before it; most integration files spend their time waiting on the database or a timer.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/domain/**/*.test.ts',
            'packages/analysis/**/*.test.ts',
            'packages/contracts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        // eslint/boundaries.test.ts: the lint configuration on fixtures and on the real tree.
        test: {
          name: 'lint',
          include: ['eslint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration:pglite',
          include: integrationFiles,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./packages/db/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'integration:postgres',
                include: integrationFiles,
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                globalSetup: ['./packages/db/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
