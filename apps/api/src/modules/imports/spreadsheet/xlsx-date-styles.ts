import { isDateFormat } from './is-date-format.ts';
import { formatCount } from '@salesdash/util-format';
import { ReadLimitError, type ReadLimits } from './read-limits.ts';
import { readXmlPart } from './read-xml-part.ts';
import type { ZipParts } from './zip-parts.ts';

/**
 * Which of a workbook's cell styles show a date (by the style's index, a cell's `s`), read
 * from the styles part: its custom number formats, then `cellXfs`, each style naming a format
 * by id (at most `limits.formats` of each). Reading stops after `cellXfs`. Without a styles
 * part no cell is a date.
 */
export async function readDateStyles(
  zip: ZipParts,
  part: string | undefined,
  limits: ReadLimits,
): Promise<boolean[]> {
  const dateStyles: boolean[] = [];
  if (part === undefined) return dateStyles;
  // Whether each custom format is a date (its code is not kept: it could be long).
  const customDates = new Map<number, boolean>();
  let inCellStyles = false;
  let finished = false;
  const items = readXmlPart<never>(zip, part, limits.partBytes, limits, () => ({
    open(name, attributes) {
      if (name === 'numFmt') {
        if (customDates.size >= limits.formats) {
          throw new ReadLimitError(
            `the workbook's styles define more than ${formatCount(limits.formats)} number formats`,
          );
        }
        const id = Number(attributes['numFmtId']);
        customDates.set(id, isDateFormat(id, attributes['formatCode'] ?? ''));
      } else if (name === 'cellXfs') {
        inCellStyles = true;
      } else if (name === 'xf' && inCellStyles) {
        if (dateStyles.length >= limits.formats) {
          throw new ReadLimitError(
            `the workbook's styles define more than ${formatCount(limits.formats)} cell formats`,
          );
        }
        const id = Number(attributes['numFmtId'] ?? 0);
        dateStyles.push(customDates.get(id) ?? isDateFormat(id, undefined));
      }
    },
    close(name) {
      if (name === 'cellXfs') finished = true;
    },
    done: () => finished,
  }));
  for await (const _ of items);
  return dateStyles;
}
