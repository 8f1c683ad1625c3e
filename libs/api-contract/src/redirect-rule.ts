import * as z from 'zod/mini';

/** A server-side redirect rule the navigation guard applies. */
export const redirectRuleSchema = z.object({ to: z.string(), external: z.boolean() });

export type RedirectRule = z.infer<typeof redirectRuleSchema>;

/**
 * `data` of `GET /api/redirects`: the rule for the path, or null when there is none. "No rule"
 * is the usual answer, so it is a success, not a 404 the browser would log on every page.
 */
export const redirectLookupSchema = z.nullable(redirectRuleSchema);

/** Query of `GET /api/redirects`. */
export const redirectLookupQuerySchema = z.object({
  path: z
    .string()
    .check(
      z.startsWith('/', { message: "path must start with '/'" }),
      z.maxLength(2048, { message: 'Use at most 2048 characters' }),
    ),
});

export type RedirectLookupQuery = z.infer<typeof redirectLookupQuerySchema>;
