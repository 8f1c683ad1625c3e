// `npm test`: every check, in the order that fails fastest. Exits non-zero on any failure.
import { runSteps } from './run.mjs';

const nx = (target, extra = []) => ['npx', ['nx', 'run-many', '-t', ...target, '--outputStyle=static', '--parallel=2', ...extra]];

const code = await runSteps([
  // One ESLint process over the workspace: the config (and the Nx graph it reads) loads once,
  // not once per project (13 s instead of 40 s for `nx run-many -t lint`).
  ['lint', 'npx', ['eslint', '.']],
  // One incremental `tsc -b` over the root project references: each lib is checked once and its
  // dependents read its declarations, and the .tsbuildinfo files make a re-run check only what changed.
  ['typecheck', 'npx', ['tsc', '-b', '--pretty']],
  ['unit, component and API tests', ...nx(['test'])],
  ['build', ...nx(['build'])],
  // Lighthouse's accessibility and best practices on /login, / and /team, one mobile pass on
  // the build just made; speed is `npm run audit`'s, not CI's (docs/decisions/0043).
  ['Lighthouse (accessibility, best practices)', 'npx', ['tsx', 'tools/audit/run.ts', '--ci']],
  ['journeys (Playwright in Chromium)', 'npx', ['nx', 'run', 'web-e2e:e2e', '--outputStyle=static']],
]);
process.exit(code);
