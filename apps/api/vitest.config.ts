import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../tools/vitest/project-config.ts';

export default mergeConfig(
  projectTestConfig({
    configUrl: import.meta.url,
    environment: 'node',
    testTimeout: 30_000,
    // Against a real PostgreSQL (DATABASE_URL) test files share one database and truncate it,
    // so they must run one at a time; each in-memory PGlite is private to its file.
    serial: Boolean(process.env['DATABASE_URL']),
  }),
  { test: { globalSetup: ['src/testing/global-setup.ts'] } },
);
