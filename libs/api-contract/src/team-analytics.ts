import * as z from 'zod/mini';
import { maxId } from './id-param.ts';
import { dateRangeRule } from './date-range-rule.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { metricDifferenceSchema, metricValuesSchema, metricsSchema } from './metrics.ts';

/** At most this many ids in one filter: more than any real organization has products or people. */
export const maxFilterIds = 500;

const idsMessage = `must be comma-joined ids (at most ${maxFilterIds}), each a positive integer of at most ${maxId}`;

/** Comma-joined ids of at most {@link maxFilterIds}, digits and commas only. */
export const commaIdsSchema = () => idListSchema(/^[\d,]{0,6000}$/, idsMessage);

/**
 * Comma-joined ids of a team filter (`product=3,7`), empty ids dropped (`3,,7,` is
 * `[3, 7]`). Digits and commas only; each id 1 … 2^31 − 1.
 */
const idListSchema = (allowed: RegExp, message: string) =>
  z.pipe(
    z.string().check(z.regex(allowed, { message })),
    z.pipe(
      z.transform((text: string) =>
        text
          .split(',')
          .filter((id) => id !== '')
          .map(Number),
      ),
      z.array(z.number()).check(
        z.maxLength(maxFilterIds, { message }),
        z.refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id >= 1 && id <= maxId), {
          message,
        }),
      ),
    ),
  );

/** `is_active`: comma-joined 1 (active) and 0 (inactive). */
const activeListSchema = z.pipe(
  z
    .string()
    .check(
      z.regex(/^[01,]{0,20}$/, { message: 'must be comma-joined 1 (active) and 0 (inactive)' }),
    ),
  z.transform((text: string) =>
    [...new Set(text.split(',').filter((flag) => flag !== ''))].map(Number),
  ),
);

/**
 * Query of the team routes: a range and four optional filters, each comma-joined ids. Ids of
 * another organization match nothing. Without `is_active` only active people count (the web app
 * adds `is_active=1` itself when no status is chosen, docs/decisions/0018-team-dashboard.md).
 */
export const teamQueryShape = {
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  product: z.optional(commaIdsSchema()),
  manager: z.optional(commaIdsSchema()),
  is_active: z.optional(activeListSchema),
  role: z.optional(commaIdsSchema()),
};

export const teamQuerySchema = z.object(teamQueryShape).check(dateRangeRule('team'));
export type TeamQuery = z.infer<typeof teamQuerySchema>;
/** What the web app sends: the same, before parsing (ids comma-joined). */
export type TeamQueryInput = z.input<typeof teamQuerySchema>;

/** The filters of a team query, parsed. */
export type TeamFilters = Omit<TeamQuery, 'startDate' | 'endDate'>;

/** One option of a team filter; `default` options are preselected. */
export const teamFilterOptionSchema = z.object({
  id: z.number(),
  title: z.string(),
  default: z.optional(z.boolean()),
});
export type TeamFilterOption = z.infer<typeof teamFilterOptionSchema>;

/** `data` of `GET /api/metrics/team/filters`. */
export const teamFilterOptionsSchema = z.object({
  products: z.array(teamFilterOptionSchema),
  managers: z.array(teamFilterOptionSchema),
  /** Active (id 1, the default) and Inactive (id 0). */
  status: z.array(teamFilterOptionSchema),
  /** Sales roles. */
  roles: z.array(teamFilterOptionSchema),
});
export type TeamFilterOptions = z.infer<typeof teamFilterOptionsSchema>;

/** The team's status filter: the ids `is_active` takes. */
export const teamStatusIds = { active: 1, inactive: 0 } as const;

/**
 * The status a team query means when it names none: active people only
 * (docs/decisions/0018-team-dashboard.md). The web app sends it as `is_active`; the API applies it
 * to any client that leaves `is_active` out, and the filter options preselect it.
 */
export const defaultTeamStatus: readonly number[] = [teamStatusIds.active];

/**
 * What the status filter hides: the people it leaves out who have records in the range (deals,
 * calls, outbound activity or commission), and their total cash collected in it. The default
 * Active status leaves out people who left and people an import created as inactive; their
 * cash still counts on a person's or a product's own dashboard, so the team view says how much
 * it does not show rather than differing in silence.
 */
export const teamExcludedSchema = z.object({
  /** How many inactive people with records in the range the filter leaves out. */
  people: z.number(),
  /** Their total cash collected in the range, in dollars (what the Total cash card misses). */
  totalCash: z.number(),
});
export type TeamExcluded = z.infer<typeof teamExcludedSchema>;

/**
 * `data` of `GET /api/metrics/team/dashboard`: the team's metrics, and `excluded` when the
 * status filter (Active only) leaves out inactive people who have records in the range.
 */
export const teamDashboardSchema = z.extend(metricsSchema, {
  excluded: z.optional(teamExcludedSchema),
});
export type TeamDashboard = z.infer<typeof teamDashboardSchema>;

const rangeSchema = z.object({ startDate: z.string(), endDate: z.string() });
/** The range of a team answer and the previous one it is compared with. */
export const teamRangesSchema = z.object({ current: rangeSchema, previous: rangeSchema });

/** One day of a product's transactions (approved): how many, and the cash collected. */
export const teamTransactionDaySchema = z.object({
  date: z.string(),
  count: z.number(),
  /** Dollars. */
  cash: z.number(),
});
export type TeamTransactionDay = z.infer<typeof teamTransactionDaySchema>;

/** One day of a product's calls: booked (any status), taken and no-show. */
export const teamAppointmentDaySchema = z.object({
  date: z.string(),
  booked: z.number(),
  taken: z.number(),
  noShow: z.number(),
});
export type TeamAppointmentDay = z.infer<typeof teamAppointmentDaySchema>;

/**
 * A product of the team's view: its metrics for the range and the
 * change against the previous one, and its days, only the days with activity, in order.
 */
export const teamProductSchema = z.object({
  productId: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  current: metricValuesSchema,
  difference: metricDifferenceSchema,
  transactions: z.array(teamTransactionDaySchema),
  appointments: z.array(teamAppointmentDaySchema),
});
export type TeamProduct = z.infer<typeof teamProductSchema>;

/** `data` of `GET /api/metrics/team/products`; `excluded` as on the dashboard. */
export const teamProductsSchema = z.object({
  products: z.array(teamProductSchema),
  range: teamRangesSchema,
  /** What the status filter leaves out of these products (see {@link teamExcludedSchema}). */
  excluded: z.optional(teamExcludedSchema),
});
export type TeamProducts = z.infer<typeof teamProductsSchema>;

/** A member of the team's view: who, and their metrics row for the range with the change. */
export const teamMemberSchema = z.object({
  user_id: z.number(),
  display_name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  profile_picture: z.nullable(z.string()),
  role_title: z.nullable(z.string()),
  manager_name: z.nullable(z.string()),
  is_active: z.boolean(),
  current: metricValuesSchema,
  difference: metricDifferenceSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
