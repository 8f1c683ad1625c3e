import * as z from 'zod/mini';
import { signedInUserSchema } from './signed-in-user.ts';

/** `data` of `GET /api/auth/me`: the signed-in user without its tokens. */
export const currentUserSchema = z.omit(signedInUserSchema, {
  access_token: true,
  refresh_token: true,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
