import { publishedLibTestConfig } from '../../tools/vitest/project-config.ts';

// tests/package.test.ts runs in tools/package-tests, once for every publishable lib.
export default publishedLibTestConfig(import.meta.url, { exclude: ['tests/package.test.ts'] });
