import { z } from 'zod';
import { accessLevelSchema } from './access-level-schema.ts';
import { emailSchema } from './email-schema.ts';
import { bodyIdSchema, idSchema } from './id-param.ts';

/** A person of the organization as lists and profiles show them. */
export const orgUserSchema = z.object({
  user_id: z.number().int(),
  uid: z.string().uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  access: accessLevelSchema,
  is_active: z.boolean(),
  /** Invited but not registered yet. */
  is_pending: z.boolean(),
  manager_id: z.number().int().nullable(),
  role_id: z.string().nullable(),
  role_title: z.string().nullable(),
  profile_picture: z.string().nullable(),
  avatar: z.string().nullable(),
  profile_picture_mode: z.string(),
  created_at: z.string(),
});
export type OrgUser = z.infer<typeof orgUserSchema>;

/** `data` of `GET /api/users`. */
export const orgUserListSchema = z.object({ users: z.array(orgUserSchema) });
export type OrgUserList = z.infer<typeof orgUserListSchema>;

/**
 * Body of `PATCH /api/users/:id`. People edit their own names; `access`, `is_active`,
 * `manager_id` and `role_id` are for admins (managers: `is_active` and `role_id` of their team).
 */
export const updateUserRequestSchema = z
  .object({
    first_name: z.string().trim().min(1, { message: 'is required' }).max(100),
    last_name: z.string().trim().min(1, { message: 'is required' }).max(100),
    display_name: z.string().trim().min(1, { message: 'is required' }).max(200),
    access: accessLevelSchema,
    is_active: z.boolean(),
    manager_id: bodyIdSchema.nullable(),
    /** A sales role id; spec §3 handles role ids as strings, so `"3"` and `3` both work. */
    role_id: idSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** Body of `POST /api/users/invite`. Managers may invite employees into their own team only. */
export const inviteRequestSchema = z.object({
  email: emailSchema,
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  access: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
  role_id: idSchema.nullable().default(null),
  manager_id: bodyIdSchema.nullable().default(null),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** `data` of `POST /api/users/invite`: the pending user and the single-use link (7 days). */
export const createdInviteSchema = z.object({
  user: orgUserSchema,
  invite_url: z.string(),
  expires_at: z.string(),
});
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** `data` of `GET /api/auth/invite/:token`: who is invited, for the registration page. */
export const invitationSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization_name: z.string(),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
