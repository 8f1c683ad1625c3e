import * as z from 'zod/mini';
import { accessLevelSchema } from './access-level-schema.ts';

/** The signed-in user, as stored under the `user` localStorage key. */
export const signedInUserSchema = z.object({
  user_id: z.int(),
  access: accessLevelSchema,
  is_active: z.boolean(),
  organization_id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  uid: z.uuid(),
  display_name: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  profile_picture: z.nullable(z.string()),
  organization_name: z.string(),
  avatar: z.nullable(z.string()),
  profile_picture_mode: z.string(),
  is_netrevenue_client: z.boolean(),
});

export type SignedInUser = z.infer<typeof signedInUserSchema>;
