/** Most records a refused undo names; the rest are counted. */
export const touchedShown = 5;

/**
 * Why an undo is refused, one sentence per record changed since its row landed: "Row 12
 * (transaction 4567) was refunded since the import". Given one more than `touchedShown`, the
 * last says there are more.
 */
export function touchedReasons(
  rows: readonly { rowNumber: number; record: string; change: string }[],
): string[] {
  const reasons = rows
    .slice(0, touchedShown)
    .map((row) => `Row ${row.rowNumber} (${row.record}) ${row.change} since the import`);
  if (rows.length > touchedShown) reasons.push('and more');
  return reasons;
}
