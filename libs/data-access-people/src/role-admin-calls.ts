import {
  roleSchema,
  successEnvelope,
  type CreateRoleRequest,
  type Role,
  type UpdateRoleRequest,
} from '@salesdash/api-contract';
import type { ApiClient } from '@salesdash/data-access-api';

const roleAnswer = successEnvelope(roleSchema);

/**
 * Creates a sales role (`POST /api/roles`, admin), once per `idempotencyKey`.
 * @throws ApiError 400 naming `role_title` when another role has it
 */
export async function createRole(
  api: ApiClient,
  request: CreateRoleRequest,
  idempotencyKey: string,
): Promise<Role> {
  const body = await api
    .post('roles', { json: request, headers: { 'Idempotency-Key': idempotencyKey } })
    .json();
  return roleAnswer.parse(body).data;
}

/**
 * Renames, archives or restores a sales role, or changes its % from a day on
 * (`PATCH /api/roles/:id`, admin); paid commission never changes.
 * @throws ApiError 409 `stale-version` when someone saved it since `request.version`
 */
export async function updateRole(
  api: ApiClient,
  roleId: string,
  request: UpdateRoleRequest,
): Promise<Role> {
  return roleAnswer.parse(await api.patch(`roles/${roleId}`, { json: request }).json()).data;
}
