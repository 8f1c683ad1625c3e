import * as z from 'zod/mini';

/** A product's team member: the sales role and title they are paid as on it. */
export const productEmployeeSchema = z.object({
  user_id: z.int(),
  role_id: z.string(),
  title: z.string(),
});
export type ProductEmployee = z.infer<typeof productEmployeeSchema>;

/** `data` of `GET /api/products/:id`; `price` in dollars. */
export const productSchema = z.object({
  product_id: z.int(),
  name: z.string(),
  price: z.number(),
  is_active: z.boolean(),
  employees: z.array(productEmployeeSchema),
});
export type Product = z.infer<typeof productSchema>;

/** `data` of `GET /api/products/`. */
export const productListSchema = z.array(productSchema);
