import { appointmentStatuses, transactionTypes } from './sales-lists.ts';
import { transactionStatuses } from './transaction-status.ts';

/**
 * What a spreadsheet import can bring in: the kinds of record, and the fields a
 * column maps to. People are named by email and products by name, matched case-insensitively;
 * `external_id` makes a re-import (or a webhook with the same id) update instead of duplicate.
 */
export const importKinds = ['transactions', 'appointments', 'outbound'] as const;
export type ImportKind = (typeof importKinds)[number];

export const importFields = {
  transactions: [
    'external_id',
    'date',
    'amount',
    'contract_value',
    'closer_email',
    'setter_email',
    'product',
    'customer_name',
    'customer_email',
    'type',
    'status',
    'notes',
    'currency',
  ],
  appointments: [
    'external_id',
    'call_date',
    'closer_email',
    'setter_email',
    'product',
    'lead_name',
    'lead_email',
    'status',
  ],
  outbound: ['external_id', 'date', 'rep_email', 'product', 'type', 'answered', 'duration_seconds'],
} as const satisfies Record<ImportKind, readonly string[]>;

export type ImportField<K extends ImportKind = ImportKind> = (typeof importFields)[K][number];

/** Fields a row cannot be stored without; the others have defaults. */
export const requiredImportFields = {
  transactions: ['date', 'amount', 'closer_email', 'product', 'type'],
  appointments: ['call_date', 'closer_email', 'product', 'lead_name'],
  outbound: ['date', 'rep_email', 'type'],
} as const satisfies { [K in ImportKind]: readonly ImportField<K>[] };

/** A column's field, by the column's position in the file; unmapped columns are left out. */
export type ImportMapping = Record<number, string>;

/** The one currency the product counts: a row in any other is refused, never converted. */
export const importCurrency = 'USD';

/**
 * The fields that take one of a few values, and those values: a file's own words for them (a
 * CRM's "Closed Won") are mapped to one of these, or read as written when they are not.
 */
export const importFieldChoices = {
  transactions: { type: transactionTypes, status: transactionStatuses },
  appointments: { status: appointmentStatuses },
  outbound: { type: ['message', 'call'], answered: ['yes', 'no'] },
} as const satisfies { [K in ImportKind]: Partial<Record<ImportField<K>, readonly string[]>> };

/** The values `field` of `kind` takes, or undefined when it takes any text. */
export function importFieldChoicesOf(
  kind: ImportKind,
  field: string,
): readonly string[] | undefined {
  return (importFieldChoices[kind] as Record<string, readonly string[] | undefined>)[field];
}
