import { z } from 'zod';
import { queryIntegerSchema } from './id-param.ts';

/** The highest page a table or list answers: far beyond any real list, within SQL's OFFSET. */
export const maxPage = 1_000_000;

/** Common table query (domain §8), from query-string values (decimal digits only). */
export const tableQuerySchema = z.object({
  page: queryIntegerSchema(1, maxPage).default(1),
  limit: queryIntegerSchema(1, 100).default(10),
  search: z.string().trim().max(200, { message: 'Use at most 200 characters' }).optional(),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

export type TableQuery = z.infer<typeof tableQuerySchema>;

/** `data.pagination` of every table answer. */
export const paginationSchema = z.object({
  hasNextPage: z.boolean(),
  totalCount: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});

export type Pagination = z.infer<typeof paginationSchema>;
