import * as z from 'zod/mini';
import { orgUserSchema } from './org-user.ts';
import { pageWithinListRows, paginationSchema, tableQuerySchema } from './table-query.ts';

/** Which people the people table lists: active ones, deactivated ones, or both. */
export const personStatuses = ['active', 'deactivated', 'all'] as const;
export type PersonStatus = (typeof personStatuses)[number];

/** The columns the people table sorts by. */
export const peopleSortFields = ['name', 'email', 'access', 'created_at'] as const;
export type PeopleSortField = (typeof peopleSortFields)[number];

/**
 * Query of `GET /api/users/people`: the tables' common query (search matches name and
 * email) with a status filter; by name, ascending, unless told otherwise. Everyone but pending
 * invites, which `GET /api/users/invite/pending` lists: a deactivated person who never
 * registered (one an import created, or whose invite was revoked) is here.
 */
export const peopleQuerySchema = z
  .extend(tableQuerySchema, {
    status: z._default(
      z.enum(personStatuses, { message: 'status must be active, deactivated or all' }),
      'all',
    ),
    sortField: z._default(
      z.enum(peopleSortFields, { message: 'sortField must be name, email, access or created_at' }),
      'name',
    ),
    sortOrder: z._default(z.enum(['asc', 'desc']), 'asc'),
  })
  .check(pageWithinListRows('search to narrow the list'));
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

/** `data` of `GET /api/users/people`. */
export const peopleListSchema = z.object({
  people: z.array(orgUserSchema),
  pagination: paginationSchema,
});
export type PeopleList = z.infer<typeof peopleListSchema>;

/** A pending invite: the invited person, who invited them and until when the last link works. */
export const pendingInviteSchema = z.object({
  user: orgUserSchema,
  /** The inviter's display name; null when unknown or gone. */
  invited_by: z.nullable(z.string()),
  /** When the newest link stops working; null when it already has (resend makes a new one). */
  expires_at: z.nullable(z.string()),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

/** `data` of `GET /api/users/invite/pending`: the invites the caller may manage, newest first. */
export const pendingInviteListSchema = z.object({ invites: z.array(pendingInviteSchema) });
export type PendingInviteList = z.infer<typeof pendingInviteListSchema>;
