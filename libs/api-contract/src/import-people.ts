import * as z from 'zod/mini';

/** A person an import may name a file's closer or setter as. */
export const importPersonSchema = z.object({
  user_id: z.int(),
  display_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
});
export type ImportPerson = z.infer<typeof importPersonSchema>;

/**
 * `data` of `GET /api/imports/people`: the organization's people, active or not (a departed
 * rep's past deals are imported too), by name; never an invitee whose invite was revoked,
 * who never joined and carries no records.
 */
export const importPeopleSchema = z.object({ people: z.array(importPersonSchema) });
export type ImportPeople = z.infer<typeof importPeopleSchema>;
