import type { AuditEvent } from '@salesdash/api-contract';

/** How many changed fields a row lists before "+n more". */
const shownFields = 3;

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * What changed, in a line an admin can scan: each field whose value differs
 * ("amount: 50 → -20"), the first few and a count of the rest; "Created" or "Removed" when
 * there is only an after or a before; the after's own fields for a row with no before to compare
 * (a burst of failed sign-ins: "failures: 5, ip: …").
 */
export function auditChangeSummary(event: Pick<AuditEvent, 'before' | 'after'>): string {
  const { before, after } = event;
  if (!before && !after) return '—';
  if (!before && after) {
    const fields = Object.entries(after);
    return fields.length <= 4
      ? fields.map(([field, value]) => `${field}: ${shown(value)}`).join(', ')
      : 'Created';
  }
  if (before && !after) return 'Removed';
  const changed = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]),
  );
  if (changed.length === 0) return 'No field changed';
  const listed = changed
    .slice(0, shownFields)
    .map((field) => `${field}: ${shown(before?.[field])} → ${shown(after?.[field])}`);
  const rest = changed.length - shownFields;
  return rest > 0 ? `${listed.join('; ')}; +${rest} more` : listed.join('; ');
}
