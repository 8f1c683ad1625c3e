import { describe, expect, it } from 'vitest';
import { noFieldRules } from './field-rules.ts';
import { guessMapping } from './guess-mapping.ts';
import { chunksOf, rowJudge } from './judge-rows.ts';
import { handlerOf } from './kinds/handlers.ts';
import type { ImportLookups } from './rows/row-read.ts';
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

describe('rows repeated within a file', () => {
  const headers = ['Deal ID', 'Date', 'Closer', 'Product', 'Customer', 'Amount', 'Type'];
  const mapping = guessMapping('transactions', headers);
  const lookups: ImportLookups = {
    people: new Map([['cora@acme.test', 11]]),
    products: new Map([['coaching', 7]]),
    today: '2026-11-26',
  };
  const context = {
    organizationId: 1,
    importBatchId: 1,
    actorId: null,
    mapped: new Set(Object.values(mapping)),
  };
  const row = (id: string, amount: string, customer = 'Jo'): SheetRow['cells'] => [
    id,
    '2026-03-04',
    'cora@acme.test',
    'Coaching',
    customer,
    amount,
    'new',
  ];

  it.each([
    {
      name: 'the same row twice with the same external id: a duplicate (a CRM repeats records)',
      rows: [row('D-1', '1,000.00'), row('D-1', '1,000.00')],
      want: [['new'], ['duplicate']],
    },
    {
      name: 'the same row written differently but equal in every field: a duplicate',
      rows: [row('D-1', '1,000.00'), row('D-1', '1000')],
      want: [['new'], ['duplicate']],
    },
    {
      name: 'the same external id with another amount: refused, which is right is the importer’s call',
      rows: [row('D-1', '1,000.00'), row('D-1', '900')],
      want: [['new'], ['rejected', 'Deal ID: repeats the external id of row 2 with other values']],
    },
    {
      name: 'equal rows without an external id: a duplicate',
      rows: [row('', '50'), row('', '50')],
      want: [['new'], ['duplicate']],
    },
    {
      name: 'rows without an external id that differ: both new',
      rows: [row('', '50'), row('', '50', 'Al')],
      want: [['new'], ['new']],
    },
  ])('$name', ({ rows, want }) => {
    const judge = rowJudge(
      handlerOf('transactions'),
      headers,
      mapping,
      lookups,
      context,
      noFieldRules,
    );
    const chunk = judge.readChunk(rows.map((cells, index) => ({ rowNumber: index + 2, cells })));
    expect(
      chunk.rows.map((judged) => [
        judged.outcome,
        ...judged.problems.map((found) => `${found.column}: ${found.rule}`),
      ]),
    ).toEqual(want);
  });
});
