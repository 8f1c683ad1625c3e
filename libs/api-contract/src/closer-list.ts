import * as z from 'zod/mini';

/**
 * `data` of `GET /api/users/closers`: the organization's active people whose sales role closes
 * deals, as a setter picks the closer of a deal they set. Ids and names only: any member may
 * read it, so it says nothing else about anyone.
 */
export const closerListSchema = z.object({
  closers: z.array(z.object({ user_id: z.int(), display_name: z.string() })),
});
export type CloserList = z.infer<typeof closerListSchema>;
