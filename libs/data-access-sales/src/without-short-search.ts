import { minSearchLength } from '@salesdash/api-contract';

/**
 * A table's query as the API takes it: a search shorter than `minSearchLength` once trimmed is
 * left out. The API refuses one letter (it matches nearly every row), and a table searches as
 * the user types, so it shows every row until the second letter rather than an error.
 * @param query - the table's query, as typed
 */
export function withoutShortSearch<Q extends { search?: string | undefined }>(query: Q): Q {
  if (query.search === undefined || query.search.trim().length >= minSearchLength) return query;
  const { search: _typed, ...rest } = query;
  return rest as Q;
}
