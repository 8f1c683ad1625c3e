import type { SheetRow } from './spreadsheet/cell.ts';

/**
 * A first pass over a file: how many rows it has, so a commit's progress knows its total
 * before the first chunk lands.
 */
export async function scanFile(rows: AsyncIterable<SheetRow>): Promise<{ rows: number }> {
  let count = 0;
  for await (const _row of rows) count += 1;
  return { rows: count };
}
