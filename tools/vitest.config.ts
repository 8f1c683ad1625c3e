import { projectTestConfig } from './vitest/project-config.ts';

// Boundary checks build the Nx project graph and run ESLint: give them time.
export default projectTestConfig({
  configUrl: import.meta.url,
  environment: 'node',
  include: [
    'lint-fixtures/**/*.test.ts',
    'scripts/**/*.test.ts',
    'bench/**/*.test.ts',
    'audit/**/*.test.ts',
    'vitest/**/*.test.ts',
  ],
  testTimeout: 120_000,
});
