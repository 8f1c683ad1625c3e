// Tiny helpers shared by the root scripts: run a command with inherited output and Nx
// settings that suit CI and this 2-core machine.
import { spawn } from 'node:child_process';

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
