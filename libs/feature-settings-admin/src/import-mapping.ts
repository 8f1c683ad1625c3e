import {
  importFieldChoicesOf,
  importFields,
  type ImportBatch,
  type ImportConstants,
  type ImportValueMaps,
} from '@salesdash/api-contract';

/**
 * How a file is read: each column's field, the fields with the same value for every row, and
 * the file's values of enumerated fields mapped to the field's (as a preview and commit take it).
 */
export type ImportMappingChoice = {
  mapping: Record<string, string>;
  constants: ImportConstants;
  value_maps: ImportValueMaps;
};

/** The mapping form's values. */
export type MappingFormValues = {
  /** Each column's field by position, '' for "Don't import". */
  columns: string[];
  /** A value for every row by field, '' when not set. */
  constants: Record<string, string>;
  /** By field: the file's value → the field's value it stands for. */
  valueMaps: ImportValueMaps;
};

/** The choice a batch holds: its guess, or what was last previewed or remembered for its columns. */
export const choiceOfBatch = (batch: ImportBatch): ImportMappingChoice => ({
  mapping: batch.mapping,
  constants: batch.constants,
  value_maps: batch.value_maps,
});

/** The mapping form's columns: each column's field by position, '' for "Don't import". */
export const columnFieldsOf = (batch: ImportBatch, mapping = batch.mapping): string[] =>
  batch.headers.map((_header, column) => mapping[String(column)] ?? '');

/** The form's values of a choice. */
export const mappingFormValuesOf = (
  batch: ImportBatch,
  choice: ImportMappingChoice = choiceOfBatch(batch),
): MappingFormValues => ({
  columns: columnFieldsOf(batch, choice.mapping),
  // Every field has its key, so each input starts controlled (empty when not set).
  constants: Object.fromEntries(
    (importFields[batch.kind] as readonly string[]).map((field) => [
      field,
      choice.constants[field] ?? '',
    ]),
  ),
  valueMaps: structuredClone(choice.value_maps),
});

/** The contract's mapping (column position → field) of the form's values, unmapped left out. */
export const mappingOf = (columns: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    columns.flatMap((field, column) => (field === '' ? [] : [[String(column), field]])),
  );

/**
 * The choice the form's values make: a constant only for a field no column fills, a value map
 * only for an enumerated field a column fills (what the screen shows is what is sent).
 */
export function choiceOfForm(
  kind: ImportBatch['kind'],
  values: MappingFormValues,
): ImportMappingChoice {
  const mapping = mappingOf(values.columns);
  const fromColumns = new Set(Object.values(mapping));
  const constants = Object.fromEntries(
    Object.entries(values.constants).flatMap(([field, value]) =>
      value.trim() === '' || fromColumns.has(field) ? [] : [[field, value.trim()]],
    ),
  );
  const valueMaps = Object.fromEntries(
    Object.entries(values.valueMaps).flatMap(([field, map]) => {
      const entries = Object.entries(map).filter(([, value]) => value !== '');
      return fromColumns.has(field) && importFieldChoicesOf(kind, field) && entries.length > 0
        ? [[field, Object.fromEntries(entries)]]
        : [];
    }),
  );
  return { mapping, constants, value_maps: valueMaps };
}

/**
 * A contract mapping problem as a sentence under its column: the contract words it for the
 * API's `mapping.<column>: …` (field names, columns from 0), the form for people.
 */
export function columnProblemText(message: string, labelOf: (field: string) => string): string {
  const taken = /^(\w+) is already column (\d+)$/.exec(message);
  if (taken?.[1] && taken[2]) {
    return `${labelOf(taken[1])} is already the field of column ${Number(taken[2]) + 1}`;
  }
  if (message.startsWith('must be one of')) return 'Choose one of the fields listed';
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** A field's value as a person reads it: `payment_plan` → `Payment plan`. */
export const choiceLabel = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
