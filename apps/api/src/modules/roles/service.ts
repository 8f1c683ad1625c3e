import type {
  CreateRoleRequest,
  RateChangePreview,
  Role,
  UpdateRoleRequest,
} from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { previewPendingChange } from '../commission/rate-change-preview.ts';
import { listRoles } from './role-rows.ts';
import { createRole, updateRole } from './role-writes.ts';

export type RoleService = {
  /**
   * The organization's sales roles by title, archived ones too, each with today's rate and its
   * dated rates; ids are strings on the wire.
   */
  list(organizationId: number): Promise<Role[]>;
  /**
   * Creates a role, in the caller's transaction (the idempotent create's).
   * @throws ApiError 400 naming `role_title` when taken
   */
  createIn(db: Db, organizationId: number, body: CreateRoleRequest): Promise<Role>;
  /** Renames, archives or restores a role, or changes its percent from a day on. */
  update(organizationId: number, roleId: number, body: UpdateRoleRequest): Promise<Role>;
  /** What `update` would do to every pending deal, saving nothing; refuses what it refuses. */
  previewUpdate(
    organizationId: number,
    roleId: number,
    body: UpdateRoleRequest,
  ): Promise<RateChangePreview>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    roleService: RoleService;
  }
}

/** Creates the sales-role service. */
export function createRoleService(database: Database, unitOfWork: UnitOfWork): RoleService {
  const { db } = database;
  return {
    list: (organizationId) => listRoles(db, organizationId),
    createIn: createRole,
    update: (organizationId, roleId, body) =>
      unitOfWork.run(({ db: tx }) => updateRole(tx, organizationId, roleId, body)),
    previewUpdate: (organizationId, roleId, body) =>
      previewPendingChange(db, organizationId, null, (tx) =>
        updateRole(tx, organizationId, roleId, body),
      ),
  };
}

/** Decorates `roleService`. */
export const roleServicePlugin = fp(
  async (app) => {
    app.decorate('roleService', createRoleService(app.db, app.unitOfWork));
  },
  { name: 'role-service', dependencies: ['db', 'realtime'] },
);
