import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import type { SheetRow } from './cell.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { MissingSheetError } from './read-xlsx.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'read-spreadsheet-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let files = 0;
function csv(text: string | Buffer): string {
  files += 1;
  const file = path.join(scratch, `fixture-${files}.csv`);
  writeFileSync(file, text);
  return file;
}

async function rows(iterator: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const all: SheetRow[] = [];
  for await (const row of iterator) all.push(row);
  return all;
}

describe('reading a CSV', () => {
  it.each([
    {
      name: 'with a byte-order mark',
      text: '\ufeffDate,Amount\n2026-03-04,100\n',
      expected: [
        { rowNumber: 1, cells: ['Date', 'Amount'] },
        { rowNumber: 2, cells: ['2026-03-04', '100'] },
      ],
    },
    {
      name: 'with semicolons (and decimal commas)',
      text: 'Date;Amount;Closer\n04.03.2026;"1.234,50";a@x.test\n',
      expected: [
        { rowNumber: 1, cells: ['Date', 'Amount', 'Closer'] },
        { rowNumber: 2, cells: ['04.03.2026', '1.234,50', 'a@x.test'] },
      ],
    },
    {
      name: 'with quoted commas, quotes and newlines (RFC 4180)',
      text: 'Name,Notes\r\n"Smith, Jo","said ""call me""\r\nnext week"\r\nLee,plain\r\n',
      expected: [
        { rowNumber: 1, cells: ['Name', 'Notes'] },
        { rowNumber: 2, cells: ['Smith, Jo', 'said "call me"\r\nnext week'] },
        { rowNumber: 3, cells: ['Lee', 'plain'] },
      ],
    },
    {
      name: 'with empty rows between and after (skipped, numbers kept)',
      text: 'A,B\n1,2\n,\n\n3,4\n,\n,,\n\n',
      expected: [
        { rowNumber: 1, cells: ['A', 'B'] },
        { rowNumber: 2, cells: ['1', '2'] },
        { rowNumber: 5, cells: ['3', '4'] },
      ],
    },
    {
      name: 'with a currency sign and thousand separators left for the amount parser',
      text: 'Amount\n"$1,234.50"\n',
      expected: [
        { rowNumber: 1, cells: ['Amount'] },
        { rowNumber: 2, cells: ['$1,234.50'] },
      ],
    },
    {
      name: 'with rows shorter or longer than the header',
      text: 'A,B,C\n1\n1,2,3,4\n',
      expected: [
        { rowNumber: 1, cells: ['A', 'B', 'C'] },
        { rowNumber: 2, cells: ['1'] },
        { rowNumber: 3, cells: ['1', '2', '3', '4'] },
      ],
    },
  ])('$name', async ({ text, expected }) => {
    expect(await rows(readSpreadsheet(csv(text), 'csv'))).toEqual(expected);
  });

  it('refuses a stray quote with the line it is on', async () => {
    await expect(rows(readSpreadsheet(csv('A,B\n1,"2\n3,4\n'), 'csv'))).rejects.toThrow(/quote/i);
  });

  it('streams a 50 MB file without holding it', { timeout: 60_000 }, async () => {
    const file = path.join(scratch, 'large.csv');
    const out = createWriteStream(file);
    const line =
      '2026-03-04,"$1,234.50",closer@example.test,Coaching Program,A customer with a long name,customer@example.test,new,approved,Some notes about the deal\n';
    out.write('Date,Amount,Closer,Product,Customer,Customer Email,Type,Status,Notes\n');
    const count = Math.ceil((50 * 1024 * 1024) / line.length);
    for (let index = 0; index < count; index += 1) {
      if (!out.write(line))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve) => out.end(resolve));

    // What stays reachable, garbage collected first: a reader holding the file (50 MB of
    // text, more as rows) would show here; one streaming it holds a chunk or two.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    let seen = 0;
    let retainedPeak = 0;
    for await (const row of readSpreadsheet(file, 'csv')) {
      seen += 1;
      if (seen % 100_000 === 0) {
        gc();
        retainedPeak = Math.max(retainedPeak, process.memoryUsage().heapUsed - heapBefore);
      }
      if (row.rowNumber > 1) expect(row.cells).toHaveLength(9);
    }
    expect(seen).toBe(count + 1);
    expect(retainedPeak).toBeLessThan(16 * 1024 * 1024);
  });
});

describe('reading an .xlsx', () => {
  async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<string> {
    files += 1;
    const file = path.join(scratch, `fixture-${files}.xlsx`);
    const book = new ExcelJS.Workbook();
    build(book);
    await book.xlsx.writeFile(file);
    return file;
  }

  it('gives dates, numbers and text as the sheet holds them, from the first sheet', async () => {
    const file = await workbook((book) => {
      const sheet = book.addWorksheet('Deals');
      sheet.addRow(['Date', 'Amount', 'Closer', 'Paid']);
      sheet.addRow([new Date(Date.UTC(2026, 2, 4)), 1234.5, 'a@x.test', true]);
      sheet.getCell('A2').numFmt = 'yyyy-mm-dd';
      // A date typed as a number with a date format: Excel's serial 46085.
      sheet.addRow([46_085, { richText: [{ text: '99' }, { text: '.5' }] }, 'b@x.test', false]);
      sheet.getCell('A3').numFmt = 'm/d/yyyy';
      sheet.addRow([]);
      sheet.addRow(['', null, '  ']);
      book.addWorksheet('Other').addRow(['ignored']);
    });
    const read = await rows(readSpreadsheet(file, 'xlsx'));
    expect(read.map((row) => row.rowNumber)).toEqual([1, 2, 3]);
    expect(read[0]?.cells).toEqual(['Date', 'Amount', 'Closer', 'Paid']);
    expect(read[1]?.cells).toEqual([new Date(Date.UTC(2026, 2, 4)), 1234.5, 'a@x.test', true]);
    expect(read[2]?.cells[0]).toEqual(new Date(Date.UTC(2026, 2, 4)));
    expect(read[2]?.cells[1]).toBe('99.5');
  });

  it('reads the sheet it is asked for, and names the sheets when it is missing', async () => {
    const file = await workbook((book) => {
      book.addWorksheet('Summary').addRow(['Total']);
      const calls = book.addWorksheet('Calls');
      calls.addRow(['Call date', 'Closer']);
      calls.addRow(['2026-03-04', 'a@x.test']);
    });
    const read = await rows(readSpreadsheet(file, 'xlsx', 'Calls'));
    expect(read.map((row) => row.cells)).toEqual([
      ['Call date', 'Closer'],
      ['2026-03-04', 'a@x.test'],
    ]);
    const missing = rows(readSpreadsheet(file, 'xlsx', 'Deals'));
    await expect(missing).rejects.toThrow(MissingSheetError);
    await expect(rows(readSpreadsheet(file, 'xlsx', 'Deals'))).rejects.toThrow(
      /"Summary", "Calls"/,
    );
  });

  it('names the sheets whatever order the zip holds its parts in', async () => {
    const written = await workbook((book) => {
      book.addWorksheet('Summary').addRow(['Total']);
      const calls = book.addWorksheet('Calls');
      calls.addRow(['Call date', 'Closer']);
      calls.addRow(['2026-03-04', 'a@x.test']);
    });
    // The workbook part last, after its relationships, shared strings and sheets: ExcelJS's
    // own writer does that at times, and its reader then met the sheets without their names.
    const source = await JSZip.loadAsync(await readFile(written));
    const names = Object.keys(source.files).filter((name) => !source.files[name]?.dir);
    const first = ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'];
    const last = 'xl/workbook.xml';
    expect(names).toEqual(expect.arrayContaining([...first, last]));
    const reordered = new JSZip();
    for (const name of [...first, ...names.filter((n) => !first.includes(n) && n !== last), last]) {
      const part = source.file(name);
      if (part) reordered.file(name, await part.async('nodebuffer'));
    }
    const file = path.join(scratch, 'reordered.xlsx');
    await writeFile(
      file,
      await reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    );
    expect((await rows(readSpreadsheet(file, 'xlsx', 'Calls'))).map((row) => row.cells)).toEqual([
      ['Call date', 'Closer'],
      ['2026-03-04', 'a@x.test'],
    ]);
    expect((await rows(readSpreadsheet(file, 'xlsx'))).map((row) => row.cells)).toEqual([
      ['Total'],
    ]);
  });
});
