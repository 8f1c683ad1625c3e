import path from 'node:path';
import type { ReadLimits } from './read-limits.ts';
import { readXmlPart } from './read-xml-part.ts';
import type { ZipParts } from './zip-parts.ts';

/**
 * Thrown when the sheet asked for is not in the workbook (or holds nothing to read): the message
 * lists those that are, and `sheets` holds them for the importer to choose from.
 */
export class MissingSheetError extends Error {
  override name = 'MissingSheetError';

  constructor(
    message: string,
    readonly sheets: readonly string[] = [],
  ) {
    super(message);
  }
}

/** What reading one sheet of a workbook needs: its part, the parts it refers to, its dates. */
export type WorkbookSheet = {
  name: string;
  /** The workbook's sheets in order, the first `sheetsKept` of them: what an importer picks from. */
  sheets: string[];
  part: string;
  sharedStringsPart: string | undefined;
  stylesPart: string | undefined;
  /** Serial days count from 1904-01-01 (`workbookPr date1904`, old Mac workbooks), not 1900. */
  date1904: boolean;
};

const workbookPart = 'xl/workbook.xml';
const relationshipsPart = 'xl/_rels/workbook.xml.rels';
/** Sheet names a missing-sheet message lists; a workbook may have thousands. */
const namesListed = 20;
/** Sheet names kept to choose from: more than any workbook a person picks a sheet of by name. */
export const sheetsKept = 500;

/**
 * Whether a sheet's name is the one asked for: the same letters in any case, as Excel itself
 * refuses two sheets whose names differ only in case ("deals" finds "Deals").
 */
export function sameSheetName(name: string, asked: string): boolean {
  return name.localeCompare(asked, undefined, { sensitivity: 'accent' }) === 0;
}

/** `worksheets/sheet1.xml` (relative to `xl/`) or `/xl/worksheets/sheet1.xml` → a zip path. */
function partPath(target: string): string {
  return target.startsWith('/')
    ? path.posix.normalize(target.slice(1))
    : path.posix.normalize(`xl/${target}`);
}

/**
 * The sheet of an .xlsx to read (the first unless `sheet` names another, in any case) and where the parts
 * it needs are: read from the workbook part (its sheets, in order, and the date system) and
 * its relationships, both streamed and only what is needed kept, whatever order the zip holds
 * its parts in. @throws MissingSheetError listing the sheets when the one asked for is missing
 */
export async function readWorkbook(
  zip: ZipParts,
  sheet: string | undefined,
  limits: ReadLimits,
): Promise<WorkbookSheet> {
  if (!zip.has(workbookPart)) throw new Error(`it has no ${workbookPart}: is it a workbook?`);
  const names: string[] = [];
  let sheets = 0;
  // Filled in by the handlers (an object: what closures set, control flow analysis cannot see).
  const found: {
    wanted?: { name: string; relationship: string };
    date1904?: boolean;
    part?: string;
    sharedStringsPart?: string;
    stylesPart?: string;
  } = {};
  let sheetsRead = false;
  const workbook = readXmlPart<never>(zip, workbookPart, limits.partBytes, limits, () => ({
    open(name, attributes) {
      if (name === 'workbookPr') {
        found.date1904 = ['1', 'true'].includes(attributes['date1904'] ?? '');
      } else if (name === 'sheet') {
        sheets += 1;
        const sheetName = attributes['name'] ?? '';
        // A name past what a sheet can be asked for by (100 characters) is not offered.
        if (names.length < sheetsKept && sheetName.length <= 100) names.push(sheetName);
        // The relationship id is `r:id`, whatever prefix the writer gave its namespace.
        const relationship =
          Object.entries(attributes).find(([key]) => /^[^:]+:id$/.test(key))?.[1] ?? '';
        // The name as spelled wins over one that differs in case only (Excel allows neither).
        if (sheetName === sheet && found.wanted?.name !== sheet) {
          found.wanted = { name: sheetName, relationship };
        } else if (!found.wanted && (sheet === undefined || sameSheetName(sheetName, sheet))) {
          found.wanted = { name: sheetName, relationship };
        }
      }
    },
    close(name) {
      if (name === 'sheets') sheetsRead = true;
    },
    done: () => sheetsRead,
  }));
  for await (const _ of workbook);
  const { wanted } = found;
  if (!wanted) {
    const shown = names.slice(0, namesListed);
    const listed = shown.map((name) => `"${name}"`).join(', ');
    const more = sheets > shown.length ? ` and ${sheets - shown.length} more` : '';
    throw new MissingSheetError(
      sheet === undefined
        ? 'the workbook has no sheet'
        : `no sheet named "${sheet}" (the workbook has ${listed}${more})`,
      names,
    );
  }

  if (zip.has(relationshipsPart)) {
    const relationships = readXmlPart<never>(
      zip,
      relationshipsPart,
      limits.partBytes,
      limits,
      () => ({
        open(name, attributes) {
          if (name !== 'Relationship' || attributes['TargetMode'] === 'External') return;
          const target = attributes['Target'];
          const type = attributes['Type'] ?? '';
          if (target === undefined) return;
          if (attributes['Id'] === wanted.relationship) found.part = partPath(target);
          else if (type.endsWith('/sharedStrings')) found.sharedStringsPart = partPath(target);
          else if (type.endsWith('/styles')) found.stylesPart = partPath(target);
        },
      }),
    );
    for await (const _ of relationships);
  }
  const { part } = found;
  if (part === undefined || !zip.has(part)) {
    throw new MissingSheetError(
      `the sheet "${wanted.name}" has no rows the reader could find`,
      names,
    );
  }
  // Where the relationships do not say, the parts' usual names (which ExcelJS read by).
  const known = (found: string | undefined, usual: string) =>
    found !== undefined && zip.has(found) ? found : zip.has(usual) ? usual : undefined;
  return {
    name: wanted.name,
    sheets: names,
    part,
    sharedStringsPart: known(found.sharedStringsPart, 'xl/sharedStrings.xml'),
    stylesPart: known(found.stylesPart, 'xl/styles.xml'),
    date1904: found.date1904 ?? false,
  };
}
