import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the built server keeps its data: a PGlite directory, or a PostgreSQL URL. */
export type ServerStore = { dataDir: string } | { databaseUrl: string };

/**
 * Starts the built server (`node dist/apps/api/main.js`) on loopback, with the Node flags and
 * environment `npm start` gives it (server-process.mjs). The load phases send thousands of
 * requests a second as a few people: the per-user limit of 1,000 a minute would answer most of
 * them 429, so it is lifted unless `rateLimitMax` says otherwise.
 */
export function startServer(
  port: number,
  store: ServerStore,
  rateLimitMax = '1000000000',
): ChildProcess {
  return spawn('node', [...serverNodeArgs, 'dist/apps/api/main.js'], {
    cwd: root,
    env: {
      ...serverEnv,
      ...process.env,
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      PORT: String(port),
      OPS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: rateLimitMax,
      ...('dataDir' in store
        ? { DATA_DIR: store.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: store.databaseUrl, SEED_DEMO: 'false' }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Milliseconds until `/health` answers 200. */
export async function msUntilHealthy(base: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Stops the server as a host would (SIGTERM) and waits for it to exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

export type BenchSession = {
  access_token: string;
  refresh_token: string;
  user_id: number;
  organization_id: number;
};

/** Signs in with the demo and benchmark password. */
export async function signIn(base: string, email: string): Promise<BenchSession> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: BenchSession }).data;
}
