import * as z from 'zod/mini';
import { accessLevelSchema } from './access-level-schema.ts';
import { emailSchema } from './email-schema.ts';
import { editVersionSchema } from './edit-version.ts';
import { bodyIdSchema, idSchema } from './id-param.ts';
import { noControlCharacters } from './name-input.ts';

/** A person of the organization as lists and profiles show them. */
export const orgUserSchema = z.object({
  user_id: z.int(),
  uid: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  access: accessLevelSchema,
  is_active: z.boolean(),
  /** Invited but not registered yet. */
  is_pending: z.boolean(),
  manager_id: z.nullable(z.int()),
  /** The manager's display name, so a person can be told whom to ask about their numbers. */
  manager_name: z.nullable(z.string()),
  role_id: z.nullable(z.string()),
  role_title: z.nullable(z.string()),
  /** The person's ID in the payroll system (the statements' payroll export); admins set it. */
  payroll_id: z.nullable(z.string()),
  profile_picture: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  profile_picture_mode: z.string(),
  created_at: z.string(),
  /** Counts administrative edits; the people form sends it back (a stale one gets 409). */
  version: z.int(),
});
export type OrgUser = z.infer<typeof orgUserSchema>;

/** `data` of `GET /api/users`. */
export const orgUserListSchema = z.object({ users: z.array(orgUserSchema) });
export type OrgUserList = z.infer<typeof orgUserListSchema>;

/**
 * Body of `PATCH /api/users/:id`. People edit their own names; `access`, `is_active`,
 * `manager_id`, `role_id` and `payroll_id` are for admins (managers: `is_active` and `role_id` of
 * their team).
 */
const requiredName = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'is required' }),
      z.maxLength(max),
      noControlCharacters,
    );

export const updateUserRequestSchema = z
  .partial(
    z.object({
      first_name: requiredName(100),
      last_name: requiredName(100),
      display_name: requiredName(200),
      access: accessLevelSchema,
      is_active: z.boolean(),
      manager_id: z.nullable(bodyIdSchema),
      /** A sales role id; role ids may arrive as strings, so `"3"` and `3` both work. */
      role_id: z.nullable(idSchema),
      /** Admins only; an empty string clears it. */
      payroll_id: z.nullable(z.string().check(z.trim(), z.maxLength(64))),
      /**
       * The `version` the form read: when given, an edit made since is refused with 409
       * `stale-version` instead of being overwritten (the people administration sends it).
       */
      version: editVersionSchema,
    }),
  )
  .check(z.refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' }));
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** Body of `POST /api/users/invite`. Managers may invite employees into their own team only. */
export const inviteRequestSchema = z.object({
  email: emailSchema,
  first_name: z._default(z.string().check(z.trim(), z.maxLength(100), noControlCharacters), ''),
  last_name: z._default(z.string().check(z.trim(), z.maxLength(100), noControlCharacters), ''),
  access: z._default(z.union([z.literal(2), z.literal(3), z.literal(4)]), 4),
  role_id: z._default(z.nullable(idSchema), null),
  manager_id: z._default(z.nullable(bodyIdSchema), null),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** `data` of `POST /api/users/invite`: the pending user and the single-use link (7 days). */
export const createdInviteSchema = z.object({
  user: orgUserSchema,
  invite_url: z.string(),
  expires_at: z.string(),
  /**
   * True when the link was also mailed to the invitee (queued: a failed send is retried and
   * shown to admins); false when the server sends no mail and the link must be passed on.
   */
  emailed: z.boolean(),
});
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** `data` of `GET /api/auth/invite/:token`: who is invited, for the registration page. */
export const invitationSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization_name: z.string(),
  invited_by: z.nullable(z.string()),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
