import * as z from 'zod/mini';

/** A sales role of `GET /api/roles`; `commission` is a percent of cash collected (10 = 10 %). */
export const roleSchema = z.object({
  role_id: z.string(),
  role_title: z.string(),
  commission: z.number(),
});
export type Role = z.infer<typeof roleSchema>;

/** `data` of `GET /api/roles`. */
export const roleListSchema = z.array(roleSchema);
