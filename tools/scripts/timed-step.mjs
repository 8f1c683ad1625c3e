// `.ci/run`'s own steps (system packages, npm ci, the PostgreSQL pass) timed like npm test's:
//   node tools/scripts/timed-step.mjs "<title>" <command> [args...]
// runs the command with its output as is, prints its seconds, records them for the summary
// (step-times.mjs) and exits with the command's code. `--summary <file>` prints the table.
import { readFileSync } from 'node:fs';
import { run } from './run.mjs';
import { measure, recordStep, stepSummary } from './step-times.mjs';

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
console.log(`\n▶ ${first}`);
const started = Date.now();
const measurement = measure();
const code = await run(command, args);
const { seconds, cpu } = measurement.stop();
recordStep({ title: first, seconds, cpu, alongside: [], started, ok: code === 0, code });
console.log(
  code === 0
    ? `✔ ${first} (${seconds.toFixed(1)}s)`
    : `✖ ${first} failed (exit ${code}) after ${seconds.toFixed(1)}s`,
);
process.exit(code);
