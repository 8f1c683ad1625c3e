import * as z from 'zod/mini';
import { editVersionSchema } from './edit-version.ts';
import { bodyIdSchema, idSchema } from './id-param.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { dollarsInputSchema, maxDollars } from './money-input.ts';
import { optionalNameSchema, requiredNameSchema } from './name-input.ts';

/** Longest product name and team title kept. */
export const maxProductNameLength = 100;
export const maxProductTitleLength = 100;

/** Body of `POST /api/products` (admin): a name no other product of the organization has. */
export const createProductRequestSchema = z.strictObject({
  name: requiredNameSchema(maxProductNameLength),
  /** List price in dollars (`1997` or `"1,997.00"`); 0 when absent. */
  price: z.optional(dollarsInputSchema(0, maxDollars)),
});
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;

/** Body of `PATCH /api/products/:id` (admin): `is_active: false` archives, `true` restores. */
export const updateProductRequestSchema = z.strictObject({
  version: editVersionSchema,
  name: z.optional(requiredNameSchema(maxProductNameLength)),
  price: z.optional(dollarsInputSchema(0, maxDollars)),
  is_active: z.optional(z.boolean({ message: 'must be true or false' })),
});
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;

/**
 * Body of `POST /api/products/:id/users` (admin): from `effective_from` on (the organization's
 * today when absent), `user_id` sells the product as `role_id` with `title`. Deals dated
 * earlier keep the rate they were made under.
 */
export const addProductUserRequestSchema = z.strictObject({
  user_id: bodyIdSchema,
  role_id: idSchema,
  title: z.optional(optionalNameSchema(maxProductTitleLength)),
  effective_from: z.optional(isoDateSchema),
});
export type AddProductUserRequest = z.infer<typeof addProductUserRequestSchema>;

/**
 * Body of `PATCH /api/products/:id/users` (admin): a team member's new role from
 * `effective_from` on, and their title; `version` is the product's, as the form read it.
 */
export const updateProductUserRequestSchema = z.strictObject({
  version: editVersionSchema,
  user_id: bodyIdSchema,
  role_id: z.optional(idSchema),
  title: z.optional(optionalNameSchema(maxProductTitleLength)),
  effective_from: z.optional(isoDateSchema),
});
export type UpdateProductUserRequest = z.infer<typeof updateProductUserRequestSchema>;

/** Path of `DELETE /api/products/:id/users/:userId`. */
export const productUserParamsSchema = z.object({ id: idSchema, userId: idSchema });

/** Query of `DELETE /api/products/:id/users/:userId`: the day they leave (today when absent). */
export const removeProductUserQuerySchema = z.object({
  effective_from: z.optional(isoDateSchema),
});
