import * as z from 'zod/mini';
import { dateRangeRule } from './date-range-rule.ts';
import { paginationSchema, tableQuerySchema } from './table-query.ts';
import { teamMemberSchema, teamQueryShape, teamRangesSchema } from './team-analytics.ts';

// Apart from team-analytics.ts: only the members table pages, and every screen that reads a
// team or leaderboard schema would otherwise load the table query's code with it.

/**
 * The members table's sortable columns (whitelisted per table): the name, a figure
 * of the range, or `change`, total cash against the previous range.
 */
export const teamMemberSortFields = [
  'name',
  'totalCash',
  'change',
  'closedDeals',
  'takenCalls',
  'showRate',
  'closeRateTaken',
  'commission',
] as const;
export type TeamMemberSortField = (typeof teamMemberSortFields)[number];

/** The members table's first order: most cash collected first. */
export const defaultTeamMemberSort = { field: 'totalCash', order: 'desc' } as const;

/**
 * Query of `GET /api/metrics/team/users`: the team query and a table page, 10 rows
 * by default, `search` in the member's name, `sortField` one of {@link teamMemberSortFields}
 * (`totalCash` when absent).
 */
export const teamMembersQuerySchema = z
  .object({
    ...teamQueryShape,
    ...tableQuerySchema.shape,
    sortField: z.optional(
      z.enum(teamMemberSortFields, {
        message: `sortField must be one of ${teamMemberSortFields.join(', ')}`,
      }),
    ),
  })
  .check(dateRangeRule('team'));
export type TeamMembersQuery = z.infer<typeof teamMembersQuerySchema>;
/** What the web app sends for a page of members, before parsing. */
export type TeamMembersQueryInput = z.input<typeof teamMembersQuerySchema>;

/**
 * `data` of `GET /api/metrics/team/users`: one page of the members the filters match, in the
 * asked order, and the pages of all of them.
 */
export const teamMembersSchema = z.object({
  users: z.array(teamMemberSchema),
  pagination: paginationSchema,
  range: teamRangesSchema,
});
export type TeamMembers = z.infer<typeof teamMembersSchema>;
