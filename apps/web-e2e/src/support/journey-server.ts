import { inject } from 'vitest';

/** Journey files run this many at a time, each worker against a server of its own. */
export const journeyWorkers = 2;

export type JourneyServer = {
  baseURL: string;
  /** The server's JSON log; password-reset links are delivered there (no mail server). */
  serverLogFile: string;
};

/** The server of the worker running this file (VITEST_POOL_ID counts workers from 1). */
export function journeyServer(): JourneyServer {
  const servers = inject('journeyServers');
  const worker = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no journey server: run the journeys with their global setup');
  return server;
}
