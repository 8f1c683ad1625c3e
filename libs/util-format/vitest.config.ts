import { projectTestConfig } from '../../tools/vitest/project-config.ts';

// Published for other teams: every line and branch is tested, and the test target enforces it.
export default projectTestConfig({
  configUrl: import.meta.url,
  environment: 'node',
  coverage: {
    enabled: true,
    include: ['src/**/*.ts'],
    exclude: ['src/**/*.test.ts', 'src/index.ts'],
    thresholds: 100,
  },
  // The package test builds, packs and runs the tarball in plain Node.
  testTimeout: 60_000,
});
