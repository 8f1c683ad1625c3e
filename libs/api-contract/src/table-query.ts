import * as z from 'zod/mini';
import { queryIntegerSchema } from './id-param.ts';

/** The highest page a table or list answers: far beyond any real list, within SQL's OFFSET. */
export const maxPage = 1_000_000;

/** Common table query (domain §8), from query-string values (decimal digits only). */
export const tableQuerySchema = z.object({
  page: z._default(queryIntegerSchema(1, maxPage), 1),
  limit: z._default(queryIntegerSchema(1, 100), 10),
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(200, { message: 'Use at most 200 characters' })),
  ),
  sortField: z.optional(z.string().check(z.maxLength(64))),
  sortOrder: z._default(z.enum(['asc', 'desc']), 'desc'),
});

export type TableQuery = z.infer<typeof tableQuerySchema>;

/** `data.pagination` of every table answer. */
export const paginationSchema = z.object({
  hasNextPage: z.boolean(),
  totalCount: z.number().check(z.int(), z.gte(0)),
  totalPages: z.number().check(z.int(), z.gte(0)),
});

export type Pagination = z.infer<typeof paginationSchema>;
