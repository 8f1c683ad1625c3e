import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../tools/vitest/project-config.ts';
import { engineFreeFiles } from './src/testing/engine-free-files.ts';

const options = {
  configUrl: import.meta.url,
  environment: 'node',
  testTimeout: 30_000,
  setupFiles: ['src/testing/cheap-password-hashing.ts'],
  // Each worker owns a database, emptied for each of its files: an in-memory PGlite
  // (src/testing/pglite-pool.ts) or, with DATABASE_URL, one on PostgreSQL
  // (src/testing/test-database-url.ts), so files run in parallel on either engine.
} as const;

/** Files that replace a module for themselves (vi.mock, vi.unmock), so need a graph of their own. */
const isolatedFiles = ['src/**/*.isolated.test.ts'];
/** On PostgreSQL (the second pass), the files that would only repeat what the first one ran. */
const repeatedOnPostgres = process.env['DATABASE_URL'] ? Object.keys(engineFreeFiles) : [];

export default mergeConfig(projectTestConfig(options), {
  test: {
    // The root project's global setup runs once and what it provides reaches both projects;
    // the projects are full configs (no `extends`) so they do not run it again.
    globalSetup: ['src/testing/global-setup.ts'],
    // Two workers even on two cores: a file spends much of its time waiting on the database,
    // and the API suite is the longest task of `npm test`.
    maxWorkers: 2,
    projects: [
      // Importing the app took ~1.8 s per file, a quarter of the suite, when each file had a
      // fresh module graph: here a worker imports it once for all the files it runs. Files
      // build their own app and database and may not mock modules (a lint rule).
      mergeConfig(
        projectTestConfig({
          ...options,
          isolate: false,
          exclude: [...isolatedFiles, ...repeatedOnPostgres],
        }),
        {
          test: { name: 'api' },
        },
      ),
      mergeConfig(
        projectTestConfig({ ...options, include: isolatedFiles, exclude: repeatedOnPostgres }),
        {
          test: { name: 'api-isolated' },
        },
      ),
    ],
  },
});
