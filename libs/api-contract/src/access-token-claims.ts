import * as z from 'zod/mini';
import { accessLevelSchema } from './access-level-schema.ts';

/** Payload of the access token (JWT). `sub` is the user id as a string. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().check(z.regex(/^\d+$/)),
  org: z.int(),
  access: accessLevelSchema,
  uid: z.string(),
  email: z.string(),
  exp: z.int(),
  iat: z.int(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
