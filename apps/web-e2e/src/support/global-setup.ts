import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { journeyWorkers, type JourneyServer } from './journey-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

// Module augmentation needs an interface: vitest declares ProvidedContext as one.
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** One server per vitest worker (see journey-server.ts), in pool-id order. */
    journeyServers: JourneyServer[];
  }
}

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

type RunningServer = JourneyServer & { stop(): Promise<void> };

/** Starts the production build of the API (serving the SPA) on a fresh data dir. */
async function startServer(index: number): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salesdash-e2e-'));
  const logDir = path.join(root, 'dist/e2e-artifacts');
  mkdirSync(logDir, { recursive: true });
  const serverLogFile = path.join(logDir, `server-${index + 1}.log`);
  const log = openSync(serverLogFile, 'w');
  const server = spawn('node', ['dist/apps/api/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'dist/apps/web'),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', log, 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, 120_000);
  return {
    baseURL,
    serverLogFile,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server per worker, each with its own demo data: journeys change data (deactivate the
 * setter, reset the trial's password, revoke shares), so two files at once must not share it.
 */
export default async function setup(project: TestProject) {
  const servers = await Promise.all(
    Array.from({ length: journeyWorkers }, (_, index) => startServer(index)),
  );
  project.provide(
    'journeyServers',
    servers.map(({ baseURL, serverLogFile }) => ({ baseURL, serverLogFile })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
