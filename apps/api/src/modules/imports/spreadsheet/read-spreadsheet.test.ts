import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { sheetXml, textCell, workbookXml, workbookZip } from '../hostile-files/workbook-zip.ts';
import type { SheetRow } from './cell.ts';
import { readCsv } from './read-csv.ts';
import { readLimits, ReadLimitError } from './read-limits.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { MissingSheetError, readXlsx, xlsxSheets } from './read-xlsx.ts';

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

  it.each([
    {
      name: 'a row with more columns than the limit, as its bytes arrive',
      text: `A,B\n1,"2,2,2,2"\n${','.repeat(300_000)}\n`,
      limits: { columns: 3 },
      error: 'row 3 has more than 3 columns',
    },
    {
      name: 'the header past the limit, whatever comes after',
      text: 'A;B;C;D\n1;2\n',
      limits: { columns: 3 },
      error: 'row 1 has more than 3 columns',
    },
    {
      name: 'a cell longer than the limit',
      text: 'A,B\n1,"123456"\n',
      limits: { cellChars: 5 },
      error: 'row 2 has a cell longer than 5 characters',
    },
    {
      name: 'a row longer than the limit, as the parser reaches it',
      text: `A,B\n1,2\n12345,"${'x'.repeat(1_000_000)}"\n`,
      limits: { rowChars: 10 },
      error: 'row 3 holds more than 10 characters',
    },
  ])('refuses $name, naming the limit', async ({ text, limits, error }) => {
    const read = rows(readCsv(csv(text), { ...readLimits, ...limits }));
    await expect(read).rejects.toThrow(new ReadLimitError(error));
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
    // Counted, not asserted per row: 350,000 expect() calls took most of the test's time.
    let misshapen = 0;
    for await (const row of readSpreadsheet(file, 'csv')) {
      seen += 1;
      if (seen % 100_000 === 0) {
        gc();
        retainedPeak = Math.max(retainedPeak, process.memoryUsage().heapUsed - heapBefore);
      }
      if (row.rowNumber > 1 && row.cells.length !== 9) misshapen += 1;
    }
    expect(seen).toBe(count + 1);
    expect(misshapen).toBe(0);
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

  it('finds a sheet named in another case, the one spelled as asked first', async () => {
    const written = await workbook((book) => {
      book.addWorksheet('Summary').addRow(['Total']);
      book.addWorksheet('XDEALS').addRow(['Upper']);
      book.addWorksheet('Deals').addRow(['Exact']);
    });
    expect(await xlsxSheets(written, 'deals')).toEqual({
      name: 'Deals',
      sheets: ['Summary', 'XDEALS', 'Deals'],
    });
    // Two sheets whose names differ in case only (Excel refuses them, other writers may not).
    const source = await JSZip.loadAsync(await readFile(written));
    const part = await source.file('xl/workbook.xml')?.async('string');
    source.file('xl/workbook.xml', part?.replace('name="XDEALS"', 'name="DEALS"') ?? '');
    const file = path.join(scratch, 'two-cases.xlsx');
    await writeFile(file, await source.generateAsync({ type: 'nodebuffer' }));
    expect((await xlsxSheets(file, 'Deals')).name).toBe('Deals');
    expect((await xlsxSheets(file, 'dEALS')).name).toBe('DEALS');
    const read = await rows(readSpreadsheet(file, 'xlsx', 'Deals'));
    expect(read.map((row) => row.cells)).toEqual([['Exact']]);
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

  it('reads inline strings, rich text, booleans, errors, formula results and ISO dates', async () => {
    files += 1;
    const file = path.join(scratch, `fixture-${files}.xlsx`);
    const rich = '<r><rPr><b/></rPr><t>Jo </t></r><r><t>Smith</t></r><rPh><t>ジョー</t></rPh>';
    await writeFile(
      file,
      await workbookZip({
        sheet: sheetXml(
          `<row r="1">${textCell('A1', 'Inline')}<c r="B1" t="s"><v>0</v></c></row>` +
            `<row r="2"><c r="A2" t="inlineStr"><is>${rich}</is></c><c r="B2" t="b"><v>1</v></c>` +
            `<c r="C2" t="b"><v>0</v></c><c r="D2" t="e"><v>#DIV/0!</v></c>` +
            `<c r="E2" t="str"><f>A2&amp;"!"</f><v>Jo Smith!</v></c><c r="F2"><f>1+1</f><v>2</v></c>` +
            `<c r="G2" t="d"><v>2026-03-04T14:30:00</v></c><c r="H2" t="d"><v>2026-03-04</v></c></row>` +
            // Cells by their references: gaps are empty, a row's number is the sheet's own.
            `<row r="5"><c r="C5" t="s"><v>1</v></c></row>`,
        ),
        sharedStrings: `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t xml:space="preserve"> Shared &amp; kept </t></si><si>${rich}</si></sst>`,
      }),
    );
    expect(await rows(readSpreadsheet(file, 'xlsx'))).toEqual([
      { rowNumber: 1, cells: ['Inline', ' Shared & kept '] },
      {
        rowNumber: 2,
        cells: [
          'Jo Smith',
          true,
          false,
          null,
          'Jo Smith!',
          2,
          new Date(Date.UTC(2026, 2, 4, 14, 30)),
          new Date(Date.UTC(2026, 2, 4)),
        ],
      },
      { rowNumber: 5, cells: [null, null, 'Jo Smith'] },
    ]);
  });

  it('reads dates from custom formats, in the 1900 date system and the 1904 one', async () => {
    for (const date1904 of [false, true]) {
      const file = await workbook((book) => {
        book.properties.date1904 = date1904;
        const sheet = book.addWorksheet('Calls');
        sheet.addRow(['Call', 'Talk time', 'Amount']);
        sheet.addRow([new Date(Date.UTC(2026, 2, 4, 14, 30)), 95 / 86_400, 12.5]);
        sheet.getCell('A2').numFmt = 'DD.MM.YYYY HH:MM';
        sheet.getCell('B2').numFmt = '[h]:mm:ss';
        sheet.getCell('C2').numFmt = '#,##0.00 "days"';
      });
      const [, row] = await rows(readSpreadsheet(file, 'xlsx'));
      expect(row?.cells[0]).toEqual(new Date(Date.UTC(2026, 2, 4, 14, 30)));
      // A duration arrives on the date system's day 0, as ExcelJS gave it (1899-12-30 or
      // 1904-01-01).
      const dayZero = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
      expect(row?.cells[1]).toEqual(new Date(dayZero + 95_000));
      expect(row?.cells[2]).toBe(12.5);
    }
  });

  it('keeps a date-formatted number no date can hold as the number it is', async () => {
    files += 1;
    const file = path.join(scratch, `fixture-${files}.xlsx`);
    await writeFile(
      file,
      await workbookZip({
        // A writer that prefixes SpreadsheetML's namespace (x:) reads the same.
        sheet: sheetXml(
          '<row r="1"><c r="A1" s="1"><v>1e308</v></c><c r="B1" s="1"><v>46085</v></c></row>',
        )
          .replaceAll('<', '<x:')
          .replaceAll('<x:/', '</x:')
          .replace('<x:?xml', '<?xml')
          .replace('xmlns=', 'xmlns:x='),
        styles:
          '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>',
      }),
    );
    expect(await rows(readSpreadsheet(file, 'xlsx'))).toEqual([
      { rowNumber: 1, cells: [1e308, new Date(Date.UTC(2026, 2, 4))] },
    ]);
  });

  describe('refuses a workbook past a reading limit, naming it', () => {
    const header = `<row r="1">${textCell('A1', 'Date')}${textCell('B1', 'Amount')}</row>`;
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    it.each([
      {
        name: 'a cell past the column limit',
        parts: { sheet: sheetXml(`${header}<row r="2"><c r="D2"><v>1</v></c></row>`) },
        limits: { columns: 3 },
        error: 'row 2 has more than 3 columns',
      },
      {
        name: 'a cell longer than a cell may be',
        parts: {
          sheet: sheetXml(`${header}<row r="2">${textCell('A2', 'x'.repeat(40_000))}</row>`),
        },
        limits: {},
        error: 'row 2 has a cell longer than 32,767 characters',
      },
      {
        name: 'a row holding more text than a row may',
        parts: {
          sheet: sheetXml(
            `${header}<row r="2">${textCell('A2', 'abcdef')}${textCell('B2', 'ghijkl')}</row>`,
          ),
        },
        limits: { rowChars: 10 },
        error: 'row 2 holds more than 10 characters',
      },
      {
        name: 'a row past the last a sheet can have',
        parts: { sheet: sheetXml(`${header}<row r="1048577"><c r="A1048577"><v>1</v></c></row>`) },
        limits: {},
        error: 'row 1,048,577 is past row 1,048,576, the last a sheet can have',
      },
      {
        name: 'more shared strings than the limit',
        parts: {
          sheet: sheetXml(header),
          sharedStrings: `<sst xmlns="${main}"><si><t>a</t></si><si><t>b</t></si><si><t>c</t></si></sst>`,
        },
        limits: { sharedStrings: 2 },
        error: 'the workbook has more than 2 shared strings',
      },
      {
        name: 'shared strings holding more text than the limit',
        parts: {
          sheet: sheetXml(header),
          sharedStrings: `<sst xmlns="${main}"><si><t>abcdef</t></si><si><t>ghijkl</t></si></sst>`,
        },
        limits: { sharedStringChars: 10 },
        error: "the workbook's shared strings hold more than 10 characters",
      },
      {
        name: 'more number formats than the limit',
        parts: {
          sheet: sheetXml(header),
          styles: `<styleSheet xmlns="${main}"><numFmts><numFmt numFmtId="164" formatCode="0"/><numFmt numFmtId="165" formatCode="0"/><numFmt numFmtId="166" formatCode="0"/></numFmts></styleSheet>`,
        },
        limits: { formats: 2 },
        error: "the workbook's styles define more than 2 number formats",
      },
      {
        name: 'more cell formats than the limit',
        parts: {
          sheet: sheetXml(header),
          styles: `<styleSheet xmlns="${main}"><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="0"/></cellXfs></styleSheet>`,
        },
        limits: { formats: 2 },
        error: "the workbook's styles define more than 2 cell formats",
      },
      {
        name: 'a sheet part inflating past its limit',
        parts: { sheet: sheetXml(header).padEnd(2 * 1024 * 1024, ' ') },
        limits: { sheetBytes: 1024 * 1024 },
        error: "the workbook's part xl/worksheets/sheet1.xml inflates past 1 MB",
      },
    ])('$name', async ({ parts, limits, error }) => {
      files += 1;
      const file = path.join(scratch, `fixture-${files}.xlsx`);
      await writeFile(file, await workbookZip(parts));
      const read = rows(readXlsx(file, undefined, { ...readLimits, ...limits }));
      await expect(read).rejects.toThrow(new ReadLimitError(error));
    });

    it('and a workbook whose rows go backwards (a resumed import counts on their order)', async () => {
      files += 1;
      const file = path.join(scratch, `fixture-${files}.xlsx`);
      await writeFile(
        file,
        await workbookZip({
          sheet: sheetXml(
            `${header}<row r="5"><c r="A5"><v>1</v></c></row><row r="3"><c r="A3"><v>1</v></c></row>`,
          ),
        }),
      );
      await expect(rows(readXlsx(file))).rejects.toThrow('row 3 comes after row 5');
    });

    it('and lists at most twenty sheets when the one asked for is missing', async () => {
      files += 1;
      const file = path.join(scratch, `fixture-${files}.xlsx`);
      const sheets = Array.from(
        { length: 25 },
        (_, index) => `<sheet name="S${index + 1}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
      ).join('');
      await writeFile(
        file,
        await workbookZip({
          workbook: workbookXml.replace(/<sheets>.*<\/sheets>/, `<sheets>${sheets}</sheets>`),
          sheet: sheetXml(header),
        }),
      );
      await expect(rows(readXlsx(file, 'Deals'))).rejects.toThrow(
        /\(the workbook has "S1", .*, "S20" and 5 more\)$/,
      );
    });
  });
});
