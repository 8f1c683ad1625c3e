import type { AuditEvent } from '@salesdash/api-contract';

/** One field of a record, as it was before a change and after it. */
export type AuditFieldChange = {
  field: string;
  /** The field as an admin reads it: "transaction_status" → "Transaction status". */
  label: string;
  /** The value as text, whole; null when the record had no such field (or no record). */
  before: string | null;
  after: string | null;
};

/** What `auditFieldDiff` answers: the fields that changed, and those that stayed the same. */
export type AuditFieldDiff = {
  changed: AuditFieldChange[];
  unchanged: AuditFieldChange[];
};

const labelOf = (field: string): string => {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A snapshot value as text: nested objects and lists as compact JSON, never cut short. */
export function auditValueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A change field by field: every field either side holds, in the order the record lists them,
 * split into those whose value differs (a field only one side has counts as changed) and those
 * that stayed the same.
 */
export function auditFieldDiff(event: Pick<AuditEvent, 'before' | 'after'>): AuditFieldDiff {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const diff: AuditFieldDiff = { changed: [], unchanged: [] };
  for (const field of fields) {
    const change = {
      field,
      label: labelOf(field),
      before: event.before ? auditValueText(before[field]) : null,
      after: event.after ? auditValueText(after[field]) : null,
    };
    const same =
      event.before !== null &&
      event.after !== null &&
      JSON.stringify(before[field]) === JSON.stringify(after[field]);
    (same ? diff.unchanged : diff.changed).push(change);
  }
  return diff;
}
