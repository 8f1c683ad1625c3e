import * as z from 'zod/mini';
import { editVersionSchema } from './edit-version.ts';
import { optionalNameSchema, requiredNameSchema } from './name-input.ts';

/** `data` of `GET /api/profile` and `PUT /api/profile`: one's own name and picture. */
export const profileSchema = z.object({
  user_id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** As stored: empty means "first last" is shown. */
  display_name: z.string(),
  /** What a `PUT` must send back: a form opened before another save gets 409. */
  version: z.int(),
  /** `GET` path of the uploaded picture (see {@link avatarPath}); null: initials. */
  profile_picture: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Body of `PUT /api/profile`. An empty `display_name` shows "first last"; `version`
 * is the profile's version the form was opened with.
 */
export const updateProfileRequestSchema = z.strictObject({
  version: editVersionSchema,
  first_name: requiredNameSchema(100),
  last_name: requiredNameSchema(100),
  display_name: optionalNameSchema(200),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
