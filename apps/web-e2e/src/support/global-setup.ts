import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { journeyWorkers, type JourneyServer } from './journey-server.ts';
import { startBuiltServer } from './start-built-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

// Module augmentation needs an interface: vitest declares ProvidedContext as one.
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** One server per vitest worker (see journey-server.ts), in pool-id order. */
    journeyServers: JourneyServer[];
  }
}

type RunningServer = JourneyServer & { stop(): Promise<void> };

/** Starts the production build of the API (serving the SPA), its output in a log file. */
async function startServer(index: number): Promise<RunningServer> {
  const logDir = path.join(root, 'dist/e2e-artifacts');
  mkdirSync(logDir, { recursive: true });
  const serverLogFile = path.join(logDir, `server-${index + 1}.log`);
  const server = await startBuiltServer({ output: openSync(serverLogFile, 'w') });
  return { ...server, serverLogFile };
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
