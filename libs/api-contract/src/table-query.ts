import * as z from 'zod/mini';
import { queryIntegerSchema } from './id-param.ts';

/** The highest page a table or list answers: far beyond any real list, within SQL's OFFSET. */
export const maxPage = 1_000_000;

/**
 * The shortest search a table takes (docs/decisions/0028-impossible-dates-and-slow-reads.md): one
 * character matches nearly every row, so the database would read and sort a whole range for it. The
 * web app sends none shorter.
 */
export const minSearchLength = 2;

/**
 * The most rows a table pages through, `page × limit`: a deeper OFFSET makes the
 * database read and drop every row before it. Past it, a search, a narrower range or the other
 * sort order finds the rows.
 */
export const maxListRows = 10_000;

/**
 * The check that a page stays within the first {@link maxListRows} rows, refused on `page`.
 * @param advice - what finds the rows further down, e.g. "search to narrow the list"
 */
export const pageWithinListRows = (advice: string) =>
  z.superRefine((query: { page: number; limit: number }, context) => {
    if (query.page * query.limit <= maxListRows) return;
    context.addIssue({
      code: 'custom',
      message: `must be at most ${Math.floor(maxListRows / query.limit)} at ${query.limit} rows a page: ${advice}`,
      path: ['page'],
      input: query,
    });
  });

/** Common table query, from query-string values (decimal digits only). */
export const tableQuerySchema = z.object({
  page: z._default(queryIntegerSchema(1, maxPage), 1),
  limit: z._default(queryIntegerSchema(1, 100), 10),
  search: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(200, { message: 'Use at most 200 characters' }),
      // Empty is no search, as when it is left out.
      z.refine((text) => text === '' || text.length >= minSearchLength, {
        message: `Use at least ${minSearchLength} characters`,
      }),
    ),
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
