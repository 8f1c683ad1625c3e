import { projectTestConfig } from '../../tools/vitest/project-config.ts';

// Unit tests of the gates the journeys enforce (bundle budget, accessibility report): they read
// the production build or drive Chromium without a server. Journeys: vitest.e2e.config.ts.
export default projectTestConfig({
  configUrl: import.meta.url,
  environment: 'node',
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
});
