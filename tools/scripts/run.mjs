// Tiny helpers shared by the root scripts: run a command with inherited output and Nx
// settings that suit CI and this 2-core machine.
import { spawn } from 'node:child_process';
import { measure, recordStep, stepSummary } from './step-times.mjs';

export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/**
 * Runs a command to completion; resolves with its exit code. With `forwardSignals`, a SIGTERM
 * sent to this process is passed on and this process waits for the command to finish (a
 * supervisor stopping `npm start` would otherwise kill this wrapper and leave the server
 * running without it); SIGINT is left to the command, which a terminal's Ctrl-C reaches
 * directly, being in the same process group.
 */
export function run(command, args, { forwardSignals = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: nxEnv, ...options });
    const forward = (signal) => child.kill(signal);
    const leave = () => undefined;
    if (forwardSignals) {
      process.on('SIGTERM', forward);
      process.on('SIGINT', leave);
    }
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', leave);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Runs a command with its output held back, then printed in one block once it ends, so steps
 * running side by side do not interleave their logs; resolves with its exit code.
 */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...nxEnv, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs one step, printing as it goes or (quiet) once it ends, and records it. */
async function runStep([title, command, args], alongside, quiet) {
  console.log(`\n▶ ${title}${alongside.length ? ` (alongside ${alongside.join(', ')})` : ''}`);
  const measurement = measure();
  const code = await (quiet ? runQuietly(command, args) : run(command, args));
  const step = { title, ...measurement.stop(), alongside, ok: code === 0, code };
  recordStep(step);
  if (code !== 0)
    console.error(`✖ ${title} failed (exit ${code}) after ${step.seconds.toFixed(1)}s`);
  else console.log(`✔ ${title} (${step.seconds.toFixed(1)}s)`);
  return step;
}

/**
 * Runs one step, or, for `{ together: [...] }`, several side by side: the first one's output
 * live, the others' held until they end. An entry of `together` may be `{ sequence: [...] }`,
 * steps run one after the other (stopping at a failure) beside the other entries, so that a
 * stage keeps as many processes busy as the machine has cores. Resolves with the figures of
 * every step that ran.
 */
export async function runStage(stage) {
  const entries = Array.isArray(stage) ? [stage] : stage.together;
  const stepsOf = (entry) => (Array.isArray(entry) ? [entry] : entry.sequence);
  const ran = await Promise.all(
    entries.map(async (entry, index) => {
      const alongside = entries
        .filter((other) => other !== entry)
        .flatMap((other) => stepsOf(other).map(([title]) => title));
      const steps = [];
      for (const step of stepsOf(entry)) {
        const done = await runStep(step, alongside, index > 0);
        steps.push(done);
        if (!done.ok) break;
      }
      return steps;
    }),
  );
  return ran.flat();
}

/**
 * Runs stages in order and stops after the first one with a failure, with its exit code; then
 * prints the summary table of every step that ran. A stage is a step `[title, command, args]`
 * or `{ together: [step, ...] }` for steps that leave cores idle alone and so run side by side.
 */
export async function runSteps(stages) {
  const done = [];
  let code = 0;
  for (const stage of stages) {
    const steps = await runStage(stage);
    done.push(...steps);
    const failed = steps.find((step) => !step.ok);
    if (failed) {
      code = failed.code;
      break;
    }
  }
  // .ci/run prints one table of its own steps and these at its end instead.
  if (!process.env['STEP_TIMES_FILE']) console.log(`\n${stepSummary(done)}`);
  return code;
}
