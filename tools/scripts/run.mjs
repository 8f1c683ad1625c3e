// Tiny helpers shared by the root scripts: run a command with inherited output and Nx
// settings that suit CI and this 2-core machine.
import { spawn } from 'node:child_process';

export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/** Runs a command to completion; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: nxEnv, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs steps in order and stops at the first failure with its exit code. */
export async function runSteps(steps) {
  for (const [title, command, args] of steps) {
    const started = Date.now();
    console.log(`\n▶ ${title}`);
    const code = await run(command, args);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      console.error(`✖ ${title} failed (exit ${code}) after ${seconds}s`);
      return code;
    }
    console.log(`✔ ${title} (${seconds}s)`);
  }
  return 0;
}
