import type { ImportConstants, ImportValueMaps } from '@salesdash/api-contract';

/**
 * What a mapping adds to the file's columns: fields with the same value for every row (a CRM
 * export has no Type column: every row is a new deal) and the file's own words for the values
 * of enumerated fields (Stage "Closed Won" → approved). Kept with the mapping, in the batch and
 * for the next file of the same columns.
 */
export type FieldRules = { constants: ImportConstants; value_maps: ImportValueMaps };

export const noFieldRules: FieldRules = { constants: {}, value_maps: {} };

/** The rules as stored (`field_rules`, `{}` for a mapping older than them). */
export function fieldRulesOf(stored: unknown): FieldRules {
  const rules = (stored ?? {}) as Partial<FieldRules>;
  return { constants: rules.constants ?? {}, value_maps: rules.value_maps ?? {} };
}

/** The rules of a preview or commit request, absent parts empty. */
export function requestedFieldRules(request: {
  constants?: ImportConstants | undefined;
  value_maps?: ImportValueMaps | undefined;
}): FieldRules {
  return { constants: request.constants ?? {}, value_maps: request.value_maps ?? {} };
}
