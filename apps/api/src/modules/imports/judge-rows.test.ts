import { describe, expect, it } from 'vitest';
import { chunksOf } from './judge-rows.ts';
import type { SheetRow } from './spreadsheet/cell.ts';

async function* rowsOf(cells: SheetRow['cells'][]): AsyncGenerator<SheetRow> {
  for (const [index, row] of cells.entries()) yield { rowNumber: index + 2, cells: row };
}

async function sizes(chunks: AsyncIterable<SheetRow[]>): Promise<number[]> {
  const found: number[] = [];
  for await (const chunk of chunks) found.push(chunk.length);
  return found;
}

describe('chunks of a file', () => {
  it.each([
    {
      name: 'ends each at the row count',
      rows: 7,
      text: 'ab',
      size: 3,
      maxChars: 100,
      want: [3, 3, 1],
    },
    {
      name: 'ends one early once its text reaches the budget',
      rows: 7,
      text: 'abcdefghij',
      size: 5,
      maxChars: 25,
      want: [3, 3, 1],
    },
    {
      name: 'gives a row larger than the budget a chunk of its own',
      rows: 2,
      text: 'x'.repeat(50),
      size: 5,
      maxChars: 25,
      want: [1, 1],
    },
    {
      name: 'counts only text (numbers and dates are small)',
      rows: 4,
      text: 7,
      size: 5,
      maxChars: 1,
      want: [4],
    },
  ])('$name', async ({ rows, text, size, maxChars, want }) => {
    const cells = Array.from({ length: rows }, () => [text, null]);
    expect(await sizes(chunksOf(rowsOf(cells), size, maxChars))).toEqual(want);
  });
});
