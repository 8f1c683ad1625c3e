import { writeZip, type ZipPart } from './write-zip.ts';

/** A part's content: text, or pieces (a repeated piece for parts of hundreds of MB). */
export type PartContent = string | Pick<ZipPart, 'pieces' | 'claimedSize'>;

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Defaults of the smallest workbook Excel opens: one sheet, "Deals". */
export const workbookXml = `${declaration}<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Deals" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** A sheet part whose `sheetData` holds `rows` (`<row>` elements). */
export function sheetXml(rows: string, beforeData = ''): string {
  return `${declaration}<worksheet xmlns="${main}">${beforeData}<sheetData>${rows}</sheetData></worksheet>`;
}

/** An inline-string cell: text without a shared-string table. */
export function textCell(reference: string, text: string): string {
  return `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

/**
 * An .xlsx written by hand from its parts' content (the workbook, the sheet, and optionally
 * shared strings and styles), so a test or the hostile-file generator can put in it what no
 * spreadsheet app would write.
 */
export async function workbookZip(parts: {
  workbook?: PartContent;
  sheet: PartContent;
  sharedStrings?: PartContent;
  styles?: PartContent;
}): Promise<Buffer> {
  const part = (name: string, content: PartContent): ZipPart =>
    typeof content === 'string' ? { name, pieces: [Buffer.from(content)] } : { name, ...content };
  const related = [
    `<Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/>`,
    parts.sharedStrings === undefined
      ? ''
      : `<Relationship Id="rId2" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/>`,
    parts.styles === undefined
      ? ''
      : `<Relationship Id="rId3" Type="${relationships}/styles" Target="styles.xml"/>`,
  ].join('');
  const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
  return writeZip([
    part(
      '[Content_Types].xml',
      `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `${declaration}<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part('xl/workbook.xml', parts.workbook ?? workbookXml),
    part(
      'xl/_rels/workbook.xml.rels',
      `${declaration}<Relationships xmlns="${packageRelationships}">${related}</Relationships>`,
    ),
    ...(parts.sharedStrings === undefined
      ? []
      : [part('xl/sharedStrings.xml', parts.sharedStrings)]),
    ...(parts.styles === undefined ? [] : [part('xl/styles.xml', parts.styles)]),
    part('xl/worksheets/sheet1.xml', parts.sheet),
  ]);
}
