/**
 * A query as URL search params: unset and empty values are left out, numbers and strings kept.
 * @param query - a call's query, optional fields undefined
 */
export function searchParamsOf(
  query: Readonly<Record<string, string | number | undefined>>,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params[name] = value;
  }
  return params;
}
