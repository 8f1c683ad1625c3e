import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { formatCount } from '@salesdash/util-format';
import { ReadLimitError, type ReadLimits } from './read-limits.ts';
import type { ZipParts } from './zip-parts.ts';

/** What a reader of one XML part does with its elements and text (names without a prefix). */
export type XmlHandlers = {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
  /** True once the part holds nothing more the reader needs: the rest is left unread. */
  done?(): boolean;
  /** The refusal of a text or tag longer than a cell may be, in the reader's own words. */
  tooLong?(): ReadLimitError | undefined;
};

/** Attributes one tag may carry: a spreadsheet's tags carry a dozen at most. */
const maxAttributes = 256;

/**
 * What saxes holds of a token it has not finished: a text, a tag or attribute name, an entity
 * (private fields of saxes 6, the version pinned in package.json). saxes keeps a token whole
 * until it ends, so a 100 MB cell would be 100 MB of string before any event: these lengths,
 * checked after each chunk, stop it at the cell limit instead.
 */
type PendingToken = { text: string; name: string; entity: string; piTarget: string };

/** `x:row` → `row`: some writers prefix SpreadsheetML's own namespace. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/**
 * Streams one XML part of the zip through `handlers` (made with an `emit` for what the reader
 * yields), and yields what they emit after each chunk, so rows flow while the part inflates.
 * Bounded by design: the part's inflated bytes are counted (`ZipParts.read`); elements may
 * nest `limits.xmlDepth` deep (saxes keeps its stack in an array and never recurses); a
 * token may hold `limits.cellChars` characters; a tag `maxAttributes` attributes; and a DOCTYPE
 * is refused outright, so no entity is ever declared, let alone expanded (saxes knows only
 * XML's five and character references).
 */
export async function* readXmlPart<T>(
  zip: ZipParts,
  part: string,
  maxBytes: number,
  limits: ReadLimits,
  handlersOf: (emit: (item: T) => void) => XmlHandlers,
): AsyncGenerator<T> {
  const emitted: T[] = [];
  const handlers = handlersOf((item) => emitted.push(item));
  const parser = new SaxesParser({ xmlns: false, position: false });
  const pending = parser as unknown as PendingToken;
  let depth = 0;
  let attributes = 0;
  parser.on('doctype', () => {
    throw new ReadLimitError(
      `the workbook's part ${part} declares a DOCTYPE, which no workbook needs: refused, its entities are never expanded`,
    );
  });
  parser.on('opentagstart', () => {
    attributes = 0;
  });
  parser.on('attribute', () => {
    attributes += 1;
    if (attributes > maxAttributes) {
      throw new ReadLimitError(
        `the workbook's part ${part} has a tag with more than ${formatCount(maxAttributes)} attributes`,
      );
    }
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > limits.xmlDepth) {
      throw new ReadLimitError(
        `the workbook's part ${part} nests elements deeper than ${formatCount(limits.xmlDepth)}`,
      );
    }
    handlers.open?.(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    handlers.close?.(localName(tag.name));
  });
  if (handlers.text) parser.on('text', handlers.text);

  const decoder = new StringDecoder('utf8');
  for await (const chunk of zip.read(part, maxBytes)) {
    parser.write(decoder.write(chunk));
    if (
      pending.text.length > limits.cellChars ||
      pending.name.length > limits.cellChars ||
      pending.entity.length > limits.cellChars ||
      pending.piTarget.length > limits.cellChars
    ) {
      throw (
        handlers.tooLong?.() ??
        new ReadLimitError(
          `the workbook's part ${part} holds a text or tag longer than ${formatCount(limits.cellChars)} characters`,
        )
      );
    }
    yield* emitted.splice(0);
    if (handlers.done?.()) return;
  }
  parser.write(decoder.end());
  parser.close();
  yield* emitted.splice(0);
}
