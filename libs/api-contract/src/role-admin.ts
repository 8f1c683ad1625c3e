import * as z from 'zod/mini';
import { editVersionSchema } from './edit-version.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { percentSchema } from './percent-input.ts';
import { requiredNameSchema } from './name-input.ts';

/** Longest sales role title kept. */
export const maxRoleTitleLength = 60;

/** Body of `POST /api/roles` (admin): a title no other role of the organization has. */
export const createRoleRequestSchema = z.strictObject({
  role_title: requiredNameSchema(maxRoleTitleLength),
  commission: percentSchema,
});
export type CreateRoleRequest = z.infer<typeof createRoleRequestSchema>;

/**
 * Body of `PATCH /api/roles/:id` (admin). A new `commission` applies from `effective_from` on
 * (the organization's today when absent): deals dated earlier keep the rate they were made
 * under, and paid splits never change. `is_active: false` archives, `true` restores.
 */
export const updateRoleRequestSchema = z.strictObject({
  version: editVersionSchema,
  role_title: z.optional(requiredNameSchema(maxRoleTitleLength)),
  commission: z.optional(percentSchema),
  effective_from: z.optional(isoDateSchema),
  is_active: z.optional(z.boolean({ message: 'must be true or false' })),
});
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;
