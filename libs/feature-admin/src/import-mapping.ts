import type { ImportBatch } from '@salesdash/api-contract';

/** The mapping form's values: each column's field by position, '' for "Don't import". */
export const columnFieldsOf = (batch: ImportBatch, mapping = batch.mapping): string[] =>
  batch.headers.map((_header, column) => mapping[String(column)] ?? '');

/** The contract's mapping (column position → field) of the form's values, unmapped left out. */
export const mappingOf = (columns: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    columns.flatMap((field, column) => (field === '' ? [] : [[String(column), field]])),
  );

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
