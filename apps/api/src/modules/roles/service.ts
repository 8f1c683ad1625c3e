import type { Role } from '@salesdash/api-contract';
import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';

export type RoleService = {
  /** The organization's sales roles by title; ids are strings on the wire (spec §7). */
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
    async list(organizationId) {
      const rows = await db
        .select()
        .from(roles)
        .where(eq(roles.organizationId, organizationId))
        .orderBy(asc(roles.roleTitle), asc(roles.roleId));
      return rows.map((row) => ({
        role_id: String(row.roleId),
        role_title: row.roleTitle,
        commission: Number(row.commission),
      }));
    },
  };
}

/** Decorates `roleService`. */
export const roleServicePlugin = fp(
  async (app) => {
    app.decorate('roleService', createRoleService(app.db));
  },
  { name: 'role-service', dependencies: ['db'] },
);
