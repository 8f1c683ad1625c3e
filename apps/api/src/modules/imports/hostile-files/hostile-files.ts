import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { repeated } from './write-zip.ts';
import { sheetXml, textCell, workbookXml, workbookZip } from './workbook-zip.ts';

const folder = path.dirname(fileURLToPath(import.meta.url));
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const header = `<row r="1">${textCell('A1', 'Date')}${textCell('B1', 'Amount')}</row>`;

/** One file of the corpus: what it tries, how it is uploaded, and what the upload answers. */
export type HostileFile = {
  /** Its name in this folder (`.gz` when stored compressed: sent inflated). */
  file: string;
  /** What it tries, in a line (the folder's README lists these). */
  attack: string;
  /** The `file_name` it is uploaded as, and its content type. */
  fileName: string;
  contentType: string;
  /** What `POST /api/imports` answers: 400 naming the limit, or 201 for a file read whole. */
  status: 400 | 201;
  /** What the 400's message says (a part of it: the limit). */
  message?: string;
  /** For a file taken (201): the row its preview rejects, and why; its commit then finishes. */
  rejects?: { row: number; column: string; rule: string };
  /** Its bytes, as the generator writes them (generate.ts). */
  build(): Promise<Buffer>;
};

/**
 * The hostile-file corpus (docs/decisions/0062-bounded-spreadsheet-reading.md): files that
 * tried to exhaust the server's memory or time when read, each refused with a 400 naming the
 * limit it passes, or, for a cell no date holds, read with that row rejected. The standing test
 * (hostile-files.test.ts) uploads each through the import's routes; the attacker bench uploads
 * the same list over HTTP.
 */
export const hostileFiles: readonly HostileFile[] = [
  {
    file: 'zip-bomb-workbook.xlsx',
    attack: 'a zip bomb: xl/workbook.xml inflates to 256 MB (from 250 KB) and the zip claims 1 KB',
    fileName: 'zip-bomb-workbook.xlsx',
    contentType: xlsxType,
    status: 400,
    message: "body: the workbook's part xl/workbook.xml inflates past 64 MB",
    build: () =>
      workbookZip({
        workbook: {
          pieces: [
            Buffer.from(`<workbook xmlns="${main}">`),
            ...repeated('<x/>', (256 * 1024 * 1024) / 4),
            Buffer.from(workbookXml.slice(workbookXml.indexOf('<sheets>'))),
          ],
          claimedSize: 1024,
        },
        sheet: sheetXml(header),
      }),
  },
  {
    file: 'shared-strings-count.xlsx',
    attack: 'a shared-string table of 1,000,001 entries',
    fileName: 'shared-strings-count.xlsx',
    contentType: xlsxType,
    status: 400,
    message: 'body: the workbook has more than 1,000,000 shared strings',
    build: () =>
      workbookZip({
        sheet: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
        sharedStrings: {
          pieces: [
            Buffer.from(`<sst xmlns="${main}">`),
            ...repeated('<si><t>a</t></si>', 1_000_001),
            Buffer.from('</sst>'),
          ],
        },
      }),
  },
  {
    file: 'shared-strings-size.xlsx',
    attack: 'a shared-string table of 51,200,000 characters (1,600 strings of 32,000)',
    fileName: 'shared-strings-size.xlsx',
    contentType: xlsxType,
    status: 400,
    message: "body: the workbook's shared strings hold more than 50,000,000 characters",
    build: () =>
      workbookZip({
        sheet: sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
        sharedStrings: {
          pieces: [
            Buffer.from(`<sst xmlns="${main}">`),
            ...repeated(`<si><t>${'a'.repeat(32_000)}</t></si>`, 1_600),
            Buffer.from('</sst>'),
          ],
        },
      }),
  },
  {
    file: 'huge-dimension.xlsx',
    attack: 'a sheet claiming A1:XFD1048576, with a cell at XFD1048576',
    fileName: 'huge-dimension.xlsx',
    contentType: xlsxType,
    status: 400,
    message: 'body: row 1,048,576 has more than 1,000 columns',
    build: () =>
      workbookZip({
        sheet: sheetXml(
          `${header}<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>`,
          '<dimension ref="A1:XFD1048576"/>',
        ),
      }),
  },
  {
    file: 'deep-xml.xlsx',
    attack: 'a sheet of 100,000 elements nested in one another',
    fileName: 'deep-xml.xlsx',
    contentType: xlsxType,
    status: 400,
    message: "body: the workbook's part xl/worksheets/sheet1.xml nests elements deeper than 64",
    build: () =>
      workbookZip({
        sheet: sheetXml(`${header}${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}`),
      }),
  },
  {
    file: 'billion-laughs.xlsx',
    attack:
      'billion laughs: a sheet whose DOCTYPE declares nine entities, each ten of the one before (10^9 "lol"s)',
    fileName: 'billion-laughs.xlsx',
    contentType: xlsxType,
    status: 400,
    message: "body: the workbook's part xl/worksheets/sheet1.xml declares a DOCTYPE",
    build: () => {
      const entities = Array.from({ length: 9 }, (_, level) =>
        level === 0
          ? '<!ENTITY lol1 "lollollollollollollollollollol">'
          : `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
      ).join('');
      return workbookZip({
        sheet: `<?xml version="1.0"?><!DOCTYPE worksheet [${entities}]>${sheetXml(
          `<row r="1">${textCell('A1', '&lol9;')}</row>`,
        ).replace(/^<\?xml[^>]*>\n/, '')}`,
      });
    },
  },
  {
    file: 'external-entity.xlsx',
    attack: 'a workbook whose sheet name is an external entity (file:///etc/passwd)',
    fileName: 'external-entity.xlsx',
    contentType: xlsxType,
    status: 400,
    message: "body: the workbook's part xl/workbook.xml declares a DOCTYPE",
    build: () =>
      workbookZip({
        workbook: `<?xml version="1.0"?><!DOCTYPE workbook [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${workbookXml
          .replace(/^<\?xml[^>]*>\n/, '')
          .replace('name="Deals"', 'name="&xxe;"')}`,
        sheet: sheetXml(header),
      }),
  },
  {
    file: 'cell-10mb.xlsx',
    attack: 'an inline-string cell of 10 MB',
    fileName: 'cell-10mb.xlsx',
    contentType: xlsxType,
    status: 400,
    message: 'body: row 2 has a cell longer than 32,767 characters',
    build: () =>
      workbookZip({
        sheet: {
          pieces: [
            Buffer.from(sheetXml(header).replace('</sheetData></worksheet>', '')),
            Buffer.from('<row r="2"><c r="A2" t="inlineStr"><is><t>'),
            ...repeated('x', 10 * 1024 * 1024),
            Buffer.from('</t></is></c></row></sheetData></worksheet>'),
          ],
        },
      }),
  },
  {
    file: 'not-a-zip.xlsx',
    attack: 'a CSV named .xlsx',
    fileName: 'not-a-zip.xlsx',
    contentType: xlsxType,
    status: 400,
    message: 'body: the file cannot be read as XLSX: it is not a readable zip file',
    build: () => Promise.resolve(Buffer.from('Date,Amount\n2026-03-04,100\n')),
  },
  {
    file: 'columns-300k.csv.gz',
    attack: 'a CSV whose header has 300,000 columns',
    fileName: 'columns-300k.csv',
    contentType: 'text/csv',
    status: 400,
    message: 'body: row 1 has more than 1,000 columns',
    build: () => Promise.resolve(Buffer.from(`${','.repeat(299_999)}\n1,2\n`)),
  },
  {
    file: 'cell-10mb.csv.gz',
    attack: 'a CSV with one cell of 10 MB',
    fileName: 'cell-10mb.csv',
    contentType: 'text/csv',
    status: 400,
    message: 'body: row 2 holds more than 1,048,576 characters',
    build: () =>
      Promise.resolve(
        Buffer.from(`Date,Amount,Notes\n2026-03-04,100,"${'x'.repeat(10 * 1024 * 1024)}"\n`),
      ),
  },
  {
    file: 'date-1e308.xlsx',
    attack: 'a date-formatted cell holding 1e308, a number no date can hold',
    fileName: 'date-1e308.xlsx',
    contentType: xlsxType,
    status: 201,
    rejects: { row: 2, column: 'Date', rule: 'not a date' },
    build: () =>
      workbookZip({
        sheet: sheetXml(
          `<row r="1">${['Date', 'Amount', 'Closer', 'Product', 'Customer', 'Type']
            .map((text, column) => textCell(`${'ABCDEF'[column]}1`, text))
            .join('')}</row><row r="2"><c r="A2" s="1"><v>1e308</v></c><c r="B2"><v>100</v></c>${[
            'hostile-admin@acme.test',
            'Coaching',
            'Jo Smith',
            'new',
          ]
            .map((text, column) => textCell(`${'CDEF'[column]}2`, text))
            .join('')}</row>`,
        ),
        styles: `<styleSheet xmlns="${main}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
      }),
  },
];

/** A corpus file's bytes as they are uploaded (a `.gz` inflated). */
export async function hostileFileBody(entry: HostileFile): Promise<Buffer> {
  const stored = await readFile(path.join(folder, entry.file));
  return entry.file.endsWith('.gz') ? gunzipSync(stored) : stored;
}
