import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repeated, writeZip, type ZipPart } from '../hostile-files/write-zip.ts';
import { readLimits, ReadLimitError } from './read-limits.ts';
import { openZipParts } from './zip-parts.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'zip-parts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let files = 0;
async function zipFile(parts: ZipPart[] | Buffer): Promise<string> {
  files += 1;
  const file = path.join(scratch, `zip-${files}.zip`);
  writeFileSync(file, Buffer.isBuffer(parts) ? parts : await writeZip(parts));
  return file;
}

async function inflated(chunks: AsyncIterable<Buffer>): Promise<string> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all).toString('utf8');
}

const text = (name: string, content: string, more: Partial<ZipPart> = {}): ZipPart => ({
  name,
  pieces: [Buffer.from(content)],
  ...more,
});

/** Open file descriptors of this process, where the system shows them. */
const openFiles = () =>
  existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : undefined;

describe('the parts of a zip', () => {
  it('streams deflated and stored parts, found by name case aside', async () => {
    const zip = await openZipParts(
      await zipFile([
        text('xl/workbook.xml', '<workbook/>'),
        text('xl/sharedStrings.xml', '<sst/>', { method: 'stored' }),
      ]),
      readLimits,
    );
    expect(zip.has('XL/Workbook.xml')).toBe(true);
    expect(zip.has('xl/styles.xml')).toBe(false);
    expect(await inflated(zip.read('xl/workbook.xml', 100))).toBe('<workbook/>');
    expect(await inflated(zip.read('xl/sharedStrings.xml', 100))).toBe('<sst/>');
  });

  it('counts inflated bytes, whatever size the zip claims, and stops at the part’s limit', async () => {
    const file = await zipFile([
      { name: 'xl/workbook.xml', pieces: repeated('<x/>', 1024 * 1024), claimedSize: 10 },
    ]);
    const before = openFiles();
    const zip = await openZipParts(file, readLimits);
    await expect(inflated(zip.read('xl/workbook.xml', 1024 * 1024))).rejects.toThrow(
      new ReadLimitError("the workbook's part xl/workbook.xml inflates past 1 MB"),
    );
    // The part's stream closed its file when it stopped (closing takes a turn of the loop).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openFiles()).toBe(before);
  });

  it('refuses a part that claims more than its limit before inflating anything', async () => {
    const zip = await openZipParts(
      await zipFile([{ name: 'big.xml', pieces: [Buffer.from('tiny')], claimedSize: 3 << 20 }]),
      readLimits,
    );
    await expect(inflated(zip.read('big.xml', 1 << 20))).rejects.toThrow(/inflates past 1 MB/);
  });

  it('stops at the limit of all the parts one read inflates', async () => {
    const zip = await openZipParts(
      await zipFile([
        { name: 'a.xml', pieces: repeated('a', 600_000) },
        { name: 'b.xml', pieces: repeated('b', 600_000) },
      ]),
      { ...readLimits, totalBytes: 1024 * 1024 },
    );
    await inflated(zip.read('a.xml', 1 << 20));
    await expect(inflated(zip.read('b.xml', 1 << 20))).rejects.toThrow(
      /the workbook's parts inflate past 1 MB in all/,
    );
  });

  it('keeps no entry named longer than any part it reads (a directory of huge names costs nothing)', async () => {
    const long = `xl/${'x'.repeat(2000)}.xml`;
    const zip = await openZipParts(
      await zipFile([text(long, '<a/>'), text('xl/workbook.xml', '<workbook/>')]),
      readLimits,
    );
    expect(zip.has(long)).toBe(false);
    expect(await inflated(zip.read('xl/workbook.xml', 100))).toBe('<workbook/>');
  });

  it('refuses more parts than the limit from the directory’s count, before reading them', async () => {
    const file = await zipFile([text('a', 'a'), text('b', 'b'), text('c', 'c')]);
    await expect(openZipParts(file, { ...readLimits, zipParts: 2 })).rejects.toThrow(
      new ReadLimitError('the workbook has more than 2 parts'),
    );
  });

  it.each([
    {
      name: 'a text file',
      bytes: Buffer.from('Date,Amount\n2026-03-04,100\n'),
      error: /no zip directory/,
    },
    { name: 'an empty file', bytes: Buffer.alloc(0), error: /no zip directory/ },
    {
      name: 'a zip cut short',
      bytes: Buffer.from('PK\u0005\u0006\0\0\0\0\u0001\0\u0001\0\u0040\0\0\0\0\u0010\0\0\0\0'),
      error: /directory lies past its end/,
    },
  ])('refuses $name as no readable zip', async ({ bytes, error }) => {
    await expect(openZipParts(await zipFile(bytes), readLimits)).rejects.toThrow(error);
  });
});
