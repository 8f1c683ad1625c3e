import { fileURLToPath } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

type ProjectTestOptions = {
  /** `import.meta.url` of the project's vitest.config.ts. */
  configUrl: string;
  /** jsdom for React code, node for everything else. */
  environment: 'node' | 'jsdom';
  /** Extra setup files, relative to the project root. */
  setupFiles?: string[];
  /**
   * Coverage thresholds; publishable util libs enforce 100 %. `enabled: true` measures on every
   * run (not only with `--coverage`), so the test target itself fails below the thresholds.
   */
  coverage?: { include: string[]; exclude?: string[]; thresholds: number; enabled?: boolean };
  /** Per-test timeout; API tests against a real database need more than the default. */
  testTimeout?: number;
  /** Test file globs, relative to `dir`. */
  include?: string[];
  /** Test files left to another project, relative to `dir` (beside vitest's default excludes). */
  exclude?: string[];
  /** Where test files are looked for, relative to the project root; the project root unless given. */
  dir?: string;
  /** Modules run once per run before any test file, relative to the project root. */
  globalSetup?: string[];
  /**
   * A module graph per test file (true) or one per worker, shared by the files it runs; jsdom
   * projects share unless told otherwise, node projects isolate.
   */
  isolate?: boolean;
};

/** One vitest configuration for every project, so test settings cannot drift. */
export function projectTestConfig(options: ProjectTestOptions): ViteUserConfig {
  const root = path.dirname(fileURLToPath(options.configUrl));
  const jsdomSetup = fileURLToPath(new URL('./jsdom-setup.ts', import.meta.url));
  return defineConfig({
    root,
    cacheDir: path.join(root, '../../node_modules/.vite', path.basename(root)),
    plugins: options.environment === 'jsdom' ? [react()] : [],
    resolve: { tsconfigPaths: true },
    test: {
      environment: options.environment,
      // A jsdom project sets up one environment per worker instead of one per file (jsdom took
      // 30 of ui-kit's 55 s). Its files share modules, so they may not vi.mock (a lint rule) and
      // leave nothing behind: jsdom-setup.ts unmounts and clears storage after every test.
      isolate: options.isolate ?? options.environment !== 'jsdom',
      dir: path.resolve(root, options.dir ?? '.'),
      include: options.include ?? ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...(options.exclude ?? [])],
      globalSetup: options.globalSetup ?? [],
      setupFiles: [
        ...(options.environment === 'jsdom' ? [jsdomSetup] : []),
        ...(options.setupFiles ?? []),
      ],
      testTimeout: options.testTimeout ?? 10_000,
      hookTimeout: options.testTimeout ?? 30_000,
      reporters: ['default'],
      coverage: options.coverage
        ? {
            enabled: options.coverage.enabled ?? false,
            provider: 'v8',
            include: options.coverage.include,
            exclude: options.coverage.exclude ?? [],
            reportsDirectory: path.join(root, '../../coverage', path.basename(root)),
            thresholds: {
              lines: options.coverage.thresholds,
              branches: options.coverage.thresholds,
              functions: options.coverage.thresholds,
              statements: options.coverage.thresholds,
            },
          }
        : { enabled: false },
    },
  });
}

/**
 * Libraries published for other teams: every line and branch is tested and the test target
 * enforces it.
 */
export function publishedLibTestConfig(
  configUrl: string,
  options: Pick<ProjectTestOptions, 'exclude'> = {},
): ViteUserConfig {
  return projectTestConfig({
    ...options,
    configUrl,
    environment: 'node',
    coverage: {
      enabled: true,
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: 100,
    },
  });
}
