import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The real server (apps/api/src/main.ts under tsx) in a process of its own. */
export type ServerProcess = {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` once it answers /health. */
  baseUrl: string;
  /** Kills it with `signal` and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
};

/**
 * Starts the server as `npm start` would run it, with `env` on top of the caller's (PORT 0:
 * the port it printed is read back), and resolves once /health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', OPS_PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    const health = await fetch(`${baseUrl}/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    baseUrl,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
