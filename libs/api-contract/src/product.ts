import * as z from 'zod/mini';

/** A product's team member: the sales role and title they are paid as on it. */
export const productEmployeeSchema = z.object({
  user_id: z.int(),
  role_id: z.string(),
  title: z.string(),
});
export type ProductEmployee = z.infer<typeof productEmployeeSchema>;

/**
 * `data` of `GET /api/products/:id`; `price` in dollars. An archived product (`is_active`
 * false) leaves the pickers and keeps its history. `version` counts its edits (the team's
 * included): an edit sends back the one it read.
 */
export const productSchema = z.object({
  product_id: z.int(),
  name: z.string(),
  price: z.number(),
  is_active: z.boolean(),
  version: z.int(),
  employees: z.array(productEmployeeSchema),
});
export type Product = z.infer<typeof productSchema>;

/** `data` of `GET /api/products/`. */
export const productListSchema = z.array(productSchema);
