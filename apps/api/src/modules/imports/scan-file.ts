import type { ImportMapping } from '@salesdash/api-contract';
import type { SheetRow } from './spreadsheet/cell.ts';

/** Import fields that name a person by email. */
const personFields = new Set(['closer_email', 'setter_email', 'rep_email']);

/**
 * A first pass over a file: how many rows it has and the emails it names, so the people of
 * other organizations among them are found in one query, not one per row.
 */
export async function scanFile(
  rows: AsyncIterable<SheetRow>,
  mapping: ImportMapping,
): Promise<{ rows: number; emails: Set<string> }> {
  const columns = Object.entries(mapping)
    .filter(([, field]) => personFields.has(field))
    .map(([column]) => Number(column));
  const emails = new Set<string>();
  let count = 0;
  for await (const row of rows) {
    count += 1;
    for (const column of columns) {
      const cell = row.cells[column];
      if (typeof cell === 'string' && cell.trim()) emails.add(cell.trim().toLowerCase());
    }
  }
  return { rows: count, emails };
}
