import * as z from 'zod/mini';

/** One dated rate of a sales role: from `effective_from` on it pays `commission` percent. */
export const roleRateSchema = z.object({
  commission: z.number(),
  effective_from: z.string(),
});
export type RoleRate = z.infer<typeof roleRateSchema>;

/**
 * A sales role of `GET /api/roles`; `commission` is a percent of cash collected (10 = 10 %),
 * the one in force today in the organization's timezone. `rates` is its dated history, newest
 * first, a change still to come included (empty for a role never changed). An archived role
 * (`is_active` false) leaves the pickers; whoever holds it keeps being paid at it. `version`
 * counts its edits: an edit sends back the one it read.
 */
export const roleSchema = z.object({
  role_id: z.string(),
  role_title: z.string(),
  commission: z.number(),
  is_active: z.boolean(),
  version: z.int(),
  rates: z.array(roleRateSchema),
});
export type Role = z.infer<typeof roleSchema>;

/** `data` of `GET /api/roles`. */
export const roleListSchema = z.array(roleSchema);
