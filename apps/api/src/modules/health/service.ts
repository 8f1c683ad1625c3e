import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { databaseAnswers } from '../../operations/database-answers.ts';

export type HealthService = {
  /** Runs `select 1`; rejects with what the database threw. */
  checkDatabase(): Promise<void>;
  /** Whether the database answers `select 1` within `timeoutMs` (never waits longer). */
  databaseAnswersWithin(timeoutMs: number): Promise<boolean>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    healthService: HealthService;
  }
}

/** Creates the health service. */
export function createHealthService(database: Database): HealthService {
  return {
    async checkDatabase() {
      await database.query('select 1');
    },
    databaseAnswersWithin: (timeoutMs) => databaseAnswers(database, timeoutMs),
  };
}

/** Decorates `healthService`. */
export const healthServicePlugin = fp(
  async (app) => {
    app.decorate('healthService', createHealthService(app.db));
  },
  { name: 'health-service', dependencies: ['db'] },
);
