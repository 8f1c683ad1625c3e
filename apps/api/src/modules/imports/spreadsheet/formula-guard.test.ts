import { describe, expect, it } from 'vitest';
import { csvCell } from '../../sales-lists/csv.ts';
import { unguardedCell } from './formula-guard.ts';

describe('unguardedCell', () => {
  it.each([
    // The guard's `'` before what it protects goes…
    { cell: "'=SUM(A1:A2)", read: '=SUM(A1:A2)' },
    { cell: "'+1 555 0100", read: '+1 555 0100' },
    { cell: "'-5", read: '-5' },
    { cell: "'@home", read: '@home' },
    { cell: "'\tindented", read: '\tindented' },
    { cell: "'\rreturn", read: '\rreturn' },
    // …any other `'` is the cell's own.
    { cell: "'90s hits", read: "'90s hits" },
    { cell: "'", read: "'" },
    { cell: "''=x", read: "''=x" },
    { cell: "O'Brien", read: "O'Brien" },
    { cell: " '-5", read: " '-5" },
    { cell: '-5', read: '-5' },
    { cell: 5, read: 5 },
    { cell: null, read: null },
  ])('reads $cell as $read', ({ cell, read }) => {
    expect(unguardedCell(cell)).toEqual(read);
  });

  it.each(['=1+1', '+1', '-2', '@a', '\tb', '\rc', "'d", 'plain'])(
    'reads back %j as the download wrote it',
    (text) => {
      // What csvCell writes before quoting: the guarded text a spreadsheet app shows.
      const written = csvCell(text)
        .replace(/^"(.*)"$/s, '$1')
        .replaceAll('""', '"');
      expect(unguardedCell(written)).toBe(text);
    },
  );
});
