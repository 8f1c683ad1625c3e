import { z } from 'zod';

/** Common table query (domain §8), coerced from query-string values. */
export const tableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().optional(),
  sortField: z.string().optional(),
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
