import { defineConfig, mergeConfig } from 'vitest/config';
import { componentProjects } from './component-projects.mjs';
import { loadProjectTestConfig } from './load-project-test-config.ts';
import { projectTestConfig } from './project-config.ts';

/**
 * Every component project's tests (jsdom) in one vitest run, which `npm test` uses instead of
 * one process per project: a worker sets up jsdom and imports React, the query client and
 * ui-kit once for all the files it runs, not once per project. The per-project configs stay
 * the source of truth (`nx test <project>` runs one of them): this one takes each project's
 * include and exclude globs and refuses a project whose other settings it would not honour.
 * Measured in docs/development.md, "How long CI takes".
 */
export default defineConfig(async () => {
  const projects = await Promise.all(
    componentProjects().map(async ({ dir }) => ({ dir, test: await loadProjectTestConfig(dir) })),
  );
  const shared = projectTestConfig({
    configUrl: import.meta.url,
    environment: 'jsdom',
    dir: '../..',
    include: projects.flatMap(({ dir, test }) =>
      (test.include ?? []).map((glob) => `${dir}/${glob}`),
    ),
    exclude: projects.flatMap(({ dir, test }) =>
      (test.exclude ?? [])
        .filter((glob) => !glob.startsWith('**/'))
        .map((glob) => `${dir}/${glob}`),
    ),
  });
  const applied = JSON.stringify({
    isolate: shared.test?.isolate,
    setupFiles: shared.test?.setupFiles,
    testTimeout: shared.test?.testTimeout,
    globalSetup: shared.test?.globalSetup,
    coverage: false,
  });
  for (const { dir, test } of projects) {
    const own = {
      isolate: test.isolate,
      setupFiles: test.setupFiles,
      testTimeout: test.testTimeout,
      globalSetup: test.globalSetup,
      coverage: test.coverage?.enabled ?? false,
    };
    if (JSON.stringify(own) !== applied) {
      throw new Error(
        `${dir}/vitest.config.ts has settings the one-process component run does not apply ` +
          `(${JSON.stringify(own)}): run it on its own, outside componentProjects()`,
      );
    }
  }
  const cssIncludes = projects.flatMap(({ test }) => {
    const include = test.css && typeof test.css === 'object' ? test.css.include : undefined;
    return include === undefined ? [] : Array.isArray(include) ? include : [include];
  });
  return mergeConfig(shared, {
    test: {
      name: 'components',
      // One worker, as each project had on its own: `npm test` runs this beside the API suite's
      // two workers, and a second one starved both enough to time tests out.
      maxWorkers: 1,
      css: { include: cssIncludes },
    },
  });
});
