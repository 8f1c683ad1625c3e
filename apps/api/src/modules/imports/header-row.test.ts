import { describe, expect, it } from 'vitest';
import { isHeaderRow } from './import-files.ts';

describe('isHeaderRow', () => {
  it.each([
    { name: 'column names', cells: ['Date', 'Amount', null, 'Closer'], header: true },
    { name: 'a summary sheet’s title', cells: ['Q1 2026 payments'], header: false },
    { name: 'a label and its total', cells: ['Total', 21484.49], header: false },
    {
      name: 'a row of data',
      cells: [new Date(Date.UTC(2026, 0, 5)), 'cora@acme.test'],
      header: false,
    },
    { name: 'a row of blanks', cells: [null, ' ', ''], header: false },
    { name: 'no row at all', cells: [], header: false },
  ])('reads $name as a header: $header', ({ cells, header }) => {
    expect(isHeaderRow(cells)).toBe(header);
  });
});
