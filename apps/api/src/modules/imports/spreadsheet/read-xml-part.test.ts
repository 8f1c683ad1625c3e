import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repeated, writeZip } from '../hostile-files/write-zip.ts';
import { readLimits, ReadLimitError } from './read-limits.ts';
import { readXmlPart, type XmlHandlers } from './read-xml-part.ts';
import { openZipParts } from './zip-parts.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'read-xml-part-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let files = 0;
/** The names of the elements `part.xml` opens, read with `handlers` added. */
async function opened(xml: Iterable<Buffer> | string, handlers: XmlHandlers = {}) {
  files += 1;
  const file = path.join(scratch, `part-${files}.zip`);
  const pieces = typeof xml === 'string' ? [Buffer.from(xml)] : xml;
  writeFileSync(file, await writeZip([{ name: 'part.xml', pieces }]));
  const zip = await openZipParts(file, readLimits);
  const names: string[] = [];
  const items = readXmlPart<string>(zip, 'part.xml', 1 << 30, readLimits, (emit) => ({
    ...handlers,
    // Text is listened to, as every reader of a workbook's parts does (saxes keeps none else).
    text: (value) => handlers.text?.(value),
    open(name, attributes) {
      emit(name);
      handlers.open?.(name, attributes);
    },
  }));
  for await (const name of items) names.push(name);
  return names;
}

describe('reading an XML part', () => {
  it('gives elements by local name (a writer’s prefix aside) and decodes XML’s own entities', async () => {
    const texts: string[] = [];
    expect(
      await opened('<x:root xmlns:x="urn:x"><x:row><t>a &amp; b &#233;</t></x:row></x:root>', {
        text: (value) => texts.push(value),
      }),
    ).toEqual(['root', 'row', 't']);
    expect(texts).toEqual(['a & b é']);
  });

  it.each([
    {
      name: 'a DOCTYPE declaring entities (billion laughs)',
      xml: '<!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><r>&b;</r>',
      error: "the workbook's part part.xml declares a DOCTYPE",
    },
    {
      name: 'a DOCTYPE naming an external entity',
      xml: '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
      error: "the workbook's part part.xml declares a DOCTYPE",
    },
    {
      name: 'elements nested deeper than the limit',
      xml: `<r>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}</r>`,
      error: "the workbook's part part.xml nests elements deeper than 64",
    },
    {
      name: 'a text longer than a cell may be',
      xml: [Buffer.from('<r>'), ...repeated('x', 10 << 20), Buffer.from('</r>')],
      error: "the workbook's part part.xml holds a text or tag longer than 32,767 characters",
    },
    {
      name: 'an attribute longer than a cell may be',
      xml: [Buffer.from('<r a="'), ...repeated('x', 1 << 20), Buffer.from('"/>')],
      error: "the workbook's part part.xml holds a text or tag longer than 32,767 characters",
    },
    {
      name: 'a comment longer than a cell may be',
      xml: [Buffer.from('<r><!--'), ...repeated('x', 1 << 20), Buffer.from('--></r>')],
      error: "the workbook's part part.xml holds a text or tag longer than 32,767 characters",
    },
    {
      name: 'a tag with too many attributes',
      xml: `<r ${Array.from({ length: 300 }, (_, index) => `a${index}="1"`).join(' ')}/>`,
      error: "the workbook's part part.xml has a tag with more than 256 attributes",
    },
  ])('refuses $name', async ({ xml, error }) => {
    await expect(opened(xml)).rejects.toThrow(error);
  });

  it('refuses an entity nobody declared rather than expanding anything', async () => {
    await expect(opened('<r>&lol;</r>')).rejects.toThrow(/undefined entity/);
  });

  it('says a too-long text in the reader’s own words when it has them', async () => {
    const tooLong = () => new ReadLimitError('row 7 has a cell longer than 32,767 characters');
    await expect(
      opened([Buffer.from('<r>'), ...repeated('x', 1 << 20), Buffer.from('</r>')], { tooLong }),
    ).rejects.toThrow('row 7 has a cell longer than 32,767 characters');
  });

  it('leaves the rest of a part unread once the reader has what it needs', async () => {
    let done = false;
    const xml = [
      Buffer.from('<r><wanted/></r'),
      // Past the end of the first chunk: never parsed, so its broken XML is never seen.
      ...repeated(' ', 1 << 20),
      Buffer.from('<<< not xml'),
    ];
    expect(
      await opened(xml, {
        close: (name) => {
          if (name === 'wanted') done = true;
        },
        done: () => done,
      }),
    ).toEqual(['r', 'wanted']);
  });
});
