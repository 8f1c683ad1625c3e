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

/**
 * Runs one step (or, for `{ together: [...] }`, several side by side: the first one's output
 * live, the others' held until they end) and reports each with its seconds and CPU use;
 * resolves with the steps' figures.
 */
export async function runStage(stage) {
  const steps = Array.isArray(stage) ? [stage] : stage.together;
  const titles = steps.map(([title]) => title);
  return Promise.all(
    steps.map(async ([title, command, args], index) => {
      const alongside = titles.filter((other) => other !== title);
      console.log(`\n▶ ${title}${alongside.length ? ` (alongside ${alongside.join(', ')})` : ''}`);
      const measurement = measure();
      // The first step of a group prints as it goes; the others print when they end.
      const code = await (index > 0 ? runQuietly(command, args) : run(command, args));
      const step = { title, ...measurement.stop(), alongside, ok: code === 0, code };
      recordStep(step);
      if (code !== 0)
        console.error(`✖ ${title} failed (exit ${code}) after ${step.seconds.toFixed(1)}s`);
      else console.log(`✔ ${title} (${step.seconds.toFixed(1)}s)`);
      return step;
    }),
  );
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
