// `npm test`: every check, in the order that fails fastest. Exits non-zero on any failure.
import { componentProjects } from '../vitest/component-projects.mjs';
import { runSteps } from './run.mjs';

const nx = (target, extra = []) => [
  'npx',
  ['nx', 'run-many', '-t', ...target, '--outputStyle=static', '--parallel=2', ...extra],
];

const code = await runSteps([
  // Three single-threaded tools side by side, none needing another's output: one ESLint process
  // over the workspace (the config and the Nx graph it reads load once, not once per project),
  // one incremental `tsc -b` over the root project references (each lib checked once, its
  // dependents reading its declarations), and the builds the journeys and Lighthouse serve.
  // The publishable libs' packages are built by their package tests (tools/package-tests), all
  // in one tsc program with the same code as their `build` targets, so not here once more, one
  // tsc each.
  {
    together: [
      ['lint', 'npx', ['eslint', '.']],
      ['typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '-b', '--pretty']],
      ['build', ...nx(['build'], ['-p', 'web', 'api'])],
    ],
  },
  // The component projects (jsdom) run in one vitest process, not one each: a worker sets up
  // jsdom and imports React and ui-kit once for all of them, 2.4 times less CPU than one
  // process per project (docs/development.md, "How long CI takes"). Lighthouse left a core idle
  // for a third of its minute (one browser, one server, waits on page loads) and needs only the
  // build: it runs beside the tests. Its gate is accessibility and best practices on /login, /
  // and /team, one mobile pass, which a busy CPU does not change; speed is `npm run audit`'s,
  // not CI's (docs/decisions/0043).
  {
    together: [
      [
        'API, unit and package tests',
        ...nx(
          ['test'],
          [
            `--exclude=${componentProjects()
              .map(({ name }) => name)
              .join(',')}`,
          ],
        ),
      ],
      [
        'component tests (every jsdom project, one process)',
        'npx',
        ['vitest', 'run', '--config', 'tools/vitest/components.config.ts'],
      ],
      ['Lighthouse (accessibility, best practices)', 'npx', ['tsx', 'tools/audit/run.ts', '--ci']],
    ],
  },
  // Streamed: with `static`, Nx holds a task's output until it ends, and the journeys run for
  // minutes; streamed, each journey file's result shows as it finishes.
  [
    'journeys (Playwright in Chromium)',
    'npx',
    ['nx', 'run', 'web-e2e:e2e', '--outputStyle=stream'],
  ],
]);
process.exit(code);
