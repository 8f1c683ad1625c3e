import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../tools/vitest/project-config.ts';

export default mergeConfig(
  projectTestConfig({
    configUrl: import.meta.url,
    environment: 'node',
    testTimeout: 30_000,
    setupFiles: ['src/testing/cheap-password-hashing.ts'],
    // Each in-memory PGlite is private to its file; against PostgreSQL (DATABASE_URL) each
    // worker owns a database (src/testing/test-database-url.ts), so files run in parallel too.
  }),
  // Two workers even on two cores: a file spends much of its time waiting on the database,
  // and the API suite is the longest task of `npm test`.
  { test: { globalSetup: ['src/testing/global-setup.ts'], maxWorkers: 2 } },
);
