import type { Role } from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { listRoles } from './role-rows.ts';

export type RoleService = {
  /**
   * The organization's sales roles by title, archived ones too, each with today's rate and its
   * dated rates; ids are strings on the wire.
   */
  list(organizationId: number): Promise<Role[]>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    roleService: RoleService;
  }
}

/** Creates the sales-role service. */
export function createRoleService(database: Database): RoleService {
  const { db } = database;
  return {
    list: (organizationId) => listRoles(db, organizationId),
  };
}

/** Decorates `roleService`. */
export const roleServicePlugin = fp(
  async (app) => {
    app.decorate('roleService', createRoleService(app.db));
  },
  { name: 'role-service', dependencies: ['db'] },
);
