import { projectTestConfig } from '../../tools/vitest/project-config.ts';

// tests/package.test.ts runs in tools/package-tests, once for every publishable lib.
export default projectTestConfig({
  configUrl: import.meta.url,
  environment: 'jsdom',
  exclude: ['tests/package.test.ts'],
});
