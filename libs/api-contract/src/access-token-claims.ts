import { z } from 'zod';
import { accessLevelSchema } from './access-level-schema.ts';

/** Payload of the access token (JWT, domain §6). `sub` is the user id as a string. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  org: z.number().int(),
  access: accessLevelSchema,
  uid: z.string(),
  email: z.string(),
  exp: z.number().int(),
  iat: z.number().int(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
