// `.ci/run`'s own steps (system packages, npm ci, the PostgreSQL pass) timed like npm test's:
//   node tools/scripts/timed-step.mjs "<title>" <command> [args...]
// runs the command as one step of run.mjs (output as is, its seconds printed and recorded for
// the summary of step-times.mjs) and exits with the command's code. `--summary <file>` prints
// the table.
import { readFileSync } from 'node:fs';
import { runStage } from './run.mjs';
import { stepSummary } from './step-times.mjs';

const [first, ...rest] = process.argv.slice(2);
if (first === '--summary') {
  const steps = readFileSync(rest[0] ?? '', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  console.log(`\n${stepSummary(steps)}`);
  process.exit(0);
}
const [command, ...args] = rest;
if (!first || !command) {
  console.error('usage: timed-step.mjs "<title>" <command> [args...] | --summary <file>');
  process.exit(2);
}
const [step] = await runStage([first, command, args]);
process.exit(step.code);
