import type { z } from 'zod';
import { signedInUserSchema } from './signed-in-user.ts';

/** `data` of `GET /api/auth/me`: the signed-in user of spec §3 without its tokens. */
export const currentUserSchema = signedInUserSchema.omit({
  access_token: true,
  refresh_token: true,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
