import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../tools/vitest/project-config.ts';

export default mergeConfig(
  projectTestConfig({
    configUrl: import.meta.url,
    environment: 'node',
    testTimeout: 30_000,
    // Each in-memory PGlite is private to its file; against PostgreSQL (DATABASE_URL) each
    // worker owns a database (src/testing/test-database-url.ts), so files run in parallel too.
  }),
  { test: { globalSetup: ['src/testing/global-setup.ts'] } },
);
