import * as z from 'zod/mini';
import { isoDateTimeSchema } from './iso-date-time.ts';
import { bodyIdSchema, idSchema } from './id-param.ts';
import { noControlCharacters } from './name-input.ts';

/** The header share pages send instead of a bearer token. */
export const shareTokenHeader = 'x-share-token';

export const shareTypes = ['employee', 'product', 'call', 'leaderboard'] as const;
export const shareTypeSchema = z.enum(shareTypes);
export type ShareType = (typeof shareTypes)[number];

/** A share link as its owner sees it; the token itself is shown once, at creation. */
export const shareSchema = z.object({
  share_id: z.int(),
  type: shareTypeSchema,
  resource_id: z.int(),
  name: z.string(),
  expires_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  created_at: z.string(),
  created_by: z.nullable(z.int()),
  /** Visitors see customers' and leads' names and emails in full (else initials, no emails). */
  include_customer_details: z.boolean(),
});
export type Share = z.infer<typeof shareSchema>;

/**
 * Body of `POST /api/shares`; `expires_at` must be in the future, omit it for no expiry.
 * `include_customer_details` (default false) shows visitors customers' and leads' names and
 * emails; without it they see initials ("L. R.") and no emails.
 */
export const createShareRequestSchema = z.object({
  type: shareTypeSchema,
  resource_id: bodyIdSchema,
  name: z.optional(z.string().check(z.trim(), z.maxLength(200), noControlCharacters)),
  expires_at: z.optional(isoDateTimeSchema),
  include_customer_details: z.optional(z.boolean()),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** `data` of `POST /api/shares`: the share, its token and the page URL path that carries it. */
export const createdShareSchema = z.object({
  share: shareSchema,
  token: z.string(),
  path: z.string(),
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** Query of `GET /api/shares`: the caller's shares, optionally of one resource. */
export const shareListQuerySchema = z.object({
  type: z.optional(shareTypeSchema),
  resource_id: z.optional(idSchema),
});
export type ShareListQuery = z.infer<typeof shareListQuerySchema>;

/** `data` of `GET /api/shares`. */
export const shareListSchema = z.object({ shares: z.array(shareSchema) });

/** `data` of `GET /api/shares/resolve` (the shared dashboard, without the token). */
export const resolvedShareSchema = z.object({
  type: shareTypeSchema,
  resourceId: z.int(),
  name: z.string(),
  expiresAt: z.nullable(z.string()),
  /** Whether the shared dashboard shows customers in full or as initials without emails. */
  includeCustomerDetails: z.boolean(),
});
export type ResolvedShare = z.infer<typeof resolvedShareSchema>;

/** The web path of a share page for a type, e.g. `/share/employee/<token>`. */
export function sharePath(type: ShareType, token: string): string {
  return `/share/${type}/${encodeURIComponent(token)}`;
}
