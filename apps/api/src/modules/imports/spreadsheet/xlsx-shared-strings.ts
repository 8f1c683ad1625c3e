import { formatCount } from '@salesdash/util-format';
import { ReadLimitError, type ReadLimits } from './read-limits.ts';
import { readXmlPart } from './read-xml-part.ts';
import type { ZipParts } from './zip-parts.ts';

/**
 * A workbook's shared-string table (cells of type `s` name an entry by index), held while its
 * sheet is read, so bounded: at most `limits.sharedStrings` entries and
 * `limits.sharedStringChars` characters in all, none longer than a cell. An entry is its text
 * runs joined (rich text reads as the text it shows), phonetic guides (`rPh`) left out.
 */
export async function readSharedStrings(
  zip: ZipParts,
  part: string | undefined,
  limits: ReadLimits,
): Promise<string[]> {
  const strings: string[] = [];
  if (part === undefined) return strings;
  let characters = 0;
  let text = '';
  let inText = false;
  let phonetic = 0;
  const tooLong = () =>
    new ReadLimitError(
      `the workbook's shared strings hold a string longer than ${formatCount(limits.cellChars)} characters`,
    );
  const items = readXmlPart<string>(zip, part, limits.partBytes, limits, (emit) => ({
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = phonetic === 0;
    },
    text(value) {
      if (!inText) return;
      text += value;
      if (text.length > limits.cellChars) throw tooLong();
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') emit(text);
    },
    tooLong,
  }));
  for await (const entry of items) {
    if (strings.length >= limits.sharedStrings) {
      throw new ReadLimitError(
        `the workbook has more than ${formatCount(limits.sharedStrings)} shared strings`,
      );
    }
    characters += entry.length;
    if (characters > limits.sharedStringChars) {
      throw new ReadLimitError(
        `the workbook's shared strings hold more than ${formatCount(limits.sharedStringChars)} characters`,
      );
    }
    strings.push(entry);
  }
  return strings;
}
