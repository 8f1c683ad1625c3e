import { projectTestConfig } from '../vitest/project-config.ts';

// The package tests of every publishable lib (libs/*/tests/package.test.ts) in one run: the
// global setup builds, packs and installs all the packages once, and type-checks all their
// consumers in one tsc program, instead of once per lib.
export default projectTestConfig({
  configUrl: import.meta.url,
  environment: 'node',
  dir: '../..',
  include: ['libs/*/tests/package.test.ts'],
  globalSetup: ['../vitest/package-test-setup.ts'],
  // The global setup (build, pack, npm install, tsc) takes most of a minute on a loaded machine.
  testTimeout: 120_000,
});
