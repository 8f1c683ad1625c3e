import * as z from 'zod/mini';
import { dealPositionFilters, dealPositionQuerySchema, dealPositions } from './deal-position.ts';
import { idSchema } from './id-param.ts';
import { dateRangeRule } from './date-range-rule.ts';
import { isoDateSchema } from './iso-date-schema.ts';
import { maxListRows, paginationSchema, tableQuerySchema } from './table-query.ts';
import { transactionStatuses } from './transaction-status.ts';

export const transactionTypes = ['new', 'payment_plan'] as const;
export const appointmentStatuses = [
  'scheduled',
  'taken',
  'no_show',
  'cancelled',
  'rescheduled',
] as const;

/** The columns each table may sort by (whitelisted per table). */
export const transactionSortFields = [
  'transaction_date',
  'amount',
  'contract_value',
  'customer_name',
  'transaction_status',
  'transaction_type',
  'created_at',
] as const;
export const appointmentSortFields = [
  'call_date',
  'lead_name',
  'appointment_status',
  'created_at',
] as const;
export const outboundRecordSortFields = ['created_at', 'type', 'duration_seconds'] as const;

const sortFieldOf = <T extends readonly [string, ...string[]]>(fields: T) =>
  z.optional(z.enum(fields, { message: `sortField must be one of ${fields.join(', ')}` }));

/**
 * The tables' common query with an optional day range: both `startDate` and `endDate`,
 * or neither, a dashboard's range rule, and no page past the first {@link maxListRows} rows.
 */
const listQuery = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z
    .extend(tableQuerySchema, {
      startDate: z.optional(isoDateSchema),
      endDate: z.optional(isoDateSchema),
      ...shape,
    })
    .check(
      z.superRefine((query, context) => {
        const { startDate, endDate } = query as { startDate?: string; endDate?: string };
        if ((startDate === undefined) !== (endDate === undefined)) {
          const missing = startDate === undefined ? 'startDate' : 'endDate';
          context.addIssue({
            code: 'custom',
            message: 'startDate and endDate go together',
            path: [missing],
            input: query,
          });
        }
        const { page, limit } = query as { page: number; limit: number };
        if (page * limit > maxListRows) {
          context.addIssue({
            code: 'custom',
            message: `must be at most ${Math.floor(maxListRows / limit)} at ${limit} rows a page: search, narrow the range or sort the other way`,
            path: ['page'],
            input: query,
          });
        }
      }),
      dateRangeRule('dashboard'),
    );

/**
 * The query of a table's CSV download (`…/download`): the list's search, sort and filters
 * over a required day range, every row (no page).
 */
const downloadQuery = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z
    .extend(z.omit(tableQuerySchema, { page: true, limit: true }), {
      startDate: isoDateSchema,
      endDate: isoDateSchema,
      ...shape,
    })
    .check(dateRangeRule('dashboard'));

const transactionFilters = {
  sortField: sortFieldOf(transactionSortFields),
  transaction_status: z.optional(z.enum(transactionStatuses)),
  transaction_type: z.optional(z.enum(transactionTypes)),
  product: z.optional(idSchema),
  /** A person's dashboard only (closer when absent, as before it existed); products ignore it. */
  position: dealPositionQuerySchema,
};

/** Query of `GET /api/transactions/users/:id` and `/products/:id`. */
export const transactionListQuerySchema = listQuery(transactionFilters);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

const appointmentFilters = {
  sortField: sortFieldOf(appointmentSortFields),
  appointment_status: z.optional(z.enum(appointmentStatuses)),
  product: z.optional(idSchema),
};

/** Query of `GET /api/appointments/users/:id` and `/products/:id`. */
export const appointmentListQuerySchema = listQuery(appointmentFilters);
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

const outboundRecordFilters = {
  sortField: sortFieldOf(outboundRecordSortFields),
  type: z.optional(z.enum(['message', 'call'])),
  product: z.optional(idSchema),
};

/** Query of `GET /api/outbound-records/users/:id` and `/products/:id`. */
export const outboundRecordListQuerySchema = listQuery(outboundRecordFilters);
export type OutboundRecordListQuery = z.infer<typeof outboundRecordListQuerySchema>;

/** Queries of the CSV downloads `GET /api/{transactions,appointments,outbound-records}/…/download`. */
export const transactionDownloadQuerySchema = downloadQuery(transactionFilters);
export type TransactionDownloadQuery = z.infer<typeof transactionDownloadQuerySchema>;
export const appointmentDownloadQuerySchema = downloadQuery(appointmentFilters);
export type AppointmentDownloadQuery = z.infer<typeof appointmentDownloadQuerySchema>;
export const outboundRecordDownloadQuerySchema = downloadQuery(outboundRecordFilters);
export type OutboundRecordDownloadQuery = z.infer<typeof outboundRecordDownloadQuerySchema>;

/** One transaction row: money in dollars with at most 2 decimals. */
export const transactionRowSchema = z.object({
  transaction_id: z.int(),
  user_id: z.int(),
  setter_id: z.nullable(z.int()),
  product_id: z.int(),
  product_name: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  amount: z.number(),
  contract_value: z.number(),
  transaction_type: z.enum(transactionTypes),
  transaction_status: z.enum(transactionStatuses),
  transaction_date: z.string(),
  notes: z.string(),
  created_at: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const appointmentRowSchema = z.object({
  appointment_id: z.int(),
  user_id: z.int(),
  setter_id: z.nullable(z.int()),
  product_id: z.int(),
  product_name: z.string(),
  lead_name: z.string(),
  lead_email: z.string(),
  call_date: z.string(),
  appointment_status: z.enum(appointmentStatuses),
  recording_id: z.nullable(z.int()),
  created_at: z.string(),
});
export type AppointmentRow = z.infer<typeof appointmentRowSchema>;

export const outboundRecordRowSchema = z.object({
  outbound_record_id: z.int(),
  user_id: z.int(),
  product_id: z.nullable(z.int()),
  product_name: z.nullable(z.string()),
  type: z.enum(['message', 'call']),
  answered: z.boolean(),
  duration_seconds: z.int(),
  created_at: z.string(),
});
export type OutboundRecordRow = z.infer<typeof outboundRecordRowSchema>;

/**
 * A row of a transaction list: the commission paid on it (every split, a refund's reversals
 * included; null until approval pays any), so a refund can say what it claws back. On a person's
 * dashboard also the position they held on it and their own commission on it (their splits);
 * both null on a product's.
 */
export const transactionListRowSchema = z.extend(transactionRowSchema, {
  paid_commission: z.nullable(z.number()),
  as: z.nullable(z.enum(dealPositions)),
  own_commission: z.nullable(z.number()),
});
export type TransactionListRow = z.infer<typeof transactionListRowSchema>;

/** What every row a person's transaction query matches adds up to, on all its pages. */
export const transactionTotalsSchema = z.object({
  count: z.int(),
  amount: z.number(),
  own_commission: z.number(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

export const transactionListSchema = z.object({
  transactions: z.array(transactionListRowSchema),
  pagination: paginationSchema,
  /** The position the rows were chosen by (`role` resolved); null on a product's dashboard. */
  position: z.nullable(z.enum(dealPositionFilters)),
  /** Null on a product's dashboard. */
  totals: z.nullable(transactionTotalsSchema),
});
export type TransactionList = z.infer<typeof transactionListSchema>;

export const appointmentListSchema = z.object({
  appointments: z.array(appointmentRowSchema),
  pagination: paginationSchema,
});
export type AppointmentList = z.infer<typeof appointmentListSchema>;

export const outboundRecordListSchema = z.object({
  outboundRecords: z.array(outboundRecordRowSchema),
  pagination: paginationSchema,
});
export type OutboundRecordList = z.infer<typeof outboundRecordListSchema>;
