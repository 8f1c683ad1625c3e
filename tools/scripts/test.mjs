// `npm test`: every check, in the order that fails fastest. Exits non-zero on any failure.
import { componentProjects } from '../vitest/component-projects.mjs';
import { runSteps } from './run.mjs';

const nx = (target, extra = [], parallel = 2) => [
  'npx',
  ['nx', 'run-many', '-t', ...target, '--outputStyle=static', `--parallel=${parallel}`, ...extra],
];
const componentProjectNames = componentProjects().map(({ name }) => name);

const code = await runSteps([
  // Three tools side by side, none needing another's output: one ESLint process over the
  // workspace (the config and the Nx graph it reads load once, not once per project), one
  // incremental `tsc -b` of TypeScript 7 over the root project references (docs/decisions/0068),
  // and the builds the journeys and Lighthouse serve. The publishable libs' packages are built
  // by their package tests (tools/package-tests), all in one tsc program with the same code as
  // their `build` targets, so not here once more, one tsc each.
  {
    together: [
      ['lint', 'npx', ['eslint', '.']],
      ['typecheck', 'node', ['node_modules/typescript-native/bin/tsc', '-b', '--pretty']],
      ['build', ...nx(['build'], ['-p', 'web', 'api'])],
    ],
  },
  // The API suite (two workers, the longest task) beside one process at a time of the rest:
  // the component projects (jsdom) in one vitest process rather than one each, which spent 2.4
  // times the CPU (docs/decisions/0068), then the other projects' tests. Lighthouse left a core
  // idle for a third of its minute (one browser, one server, waits on page loads) and needs
  // only the build: it runs beside them. Its gate is accessibility and best practices on
  // /login, / and /team, one mobile pass, which a busy CPU does not change; speed is
  // `npm run audit`'s, not CI's (docs/decisions/0043).
  {
    together: [
      ['API tests', 'npx', ['nx', 'run', 'api:test', '--outputStyle=static']],
      {
        sequence: [
          [
            'component tests (every jsdom project, one process)',
            'npx',
            ['vitest', 'run', '--config', 'tools/vitest/components.config.ts'],
          ],
          [
            'unit and package tests',
            ...nx(['test'], [`--exclude=api,${componentProjectNames.join(',')}`], 1),
          ],
        ],
      },
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
