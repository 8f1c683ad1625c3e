import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`API exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not become healthy within ${timeoutMs} ms`);
}

export type BuiltServer = { baseURL: string; stop(): Promise<void> };

/**
 * Starts the production build of the API (`dist/apps/api/main.js`, serving the SPA of
 * `webDist`) on a free port and a fresh data dir (so with the demo data), once it answers.
 * @param options - the SPA build to serve, the log level, where the server's output goes and more
 *   environment (a mail server)
 */
export async function startBuiltServer({
  webDist = path.join(root, 'dist/apps/web'),
  logLevel = 'info',
  output = 'ignore',
  env = {},
  prepare,
}: {
  webDist?: string;
  logLevel?: string;
  output?: 'ignore' | number;
  /** More variables, or a function of the server's address (PUBLIC_URL for mailed links). */
  env?: Record<string, string> | ((baseURL: string) => Record<string, string>);
  /**
   * Runs before the server starts, with the server's environment (its fresh DATA_DIR): an
   * operator command such as create-admin, for an organization of the journey's own.
   */
  prepare?: (serverEnv: NodeJS.ProcessEnv) => void | Promise<void>;
} = {}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salesdash-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    OPS_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: logLevel,
    DATABASE_URL: '',
    ...(typeof env === 'function' ? env(baseURL) : env),
  };
  await prepare?.(serverEnv);
  const server = spawn('node', ['dist/apps/api/main.js'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', output, 'inherit'],
  });
  await waitForHealth(baseURL, server, 120_000);
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
