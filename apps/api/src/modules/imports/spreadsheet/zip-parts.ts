import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { formatCount } from '@salesdash/util-format';
import { megabytes, ReadLimitError, type ReadLimits } from './read-limits.ts';

/** One part (file) of the zip, as its central directory describes it. */
type ZipEntry = {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  /** What the directory claims: a first refusal, never trusted (the inflated bytes are counted). */
  declaredSize: number;
  localHeaderOffset: number;
};

export type ZipParts = {
  /** Whether the zip has a part of this name (case aside, as Excel reads them). */
  has(name: string): boolean;
  /**
   * A part's inflated bytes as they stream from disk, refused with a `ReadLimitError` once they
   * pass `maxBytes`, or once the parts this object has streamed pass the total limit.
   */
  read(name: string, maxBytes: number): AsyncGenerator<Buffer>;
};

const endOfDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
/** Longest part name kept: a workbook's parts are named in tens of bytes. */
const maxNameBytes = 1024;
/** The end-of-directory record is 22 bytes, followed by a comment of at most 65,535. */
const endOfDirectorySearch = 22 + 0xffff;

/** A zip this reader will not read: an error for the body, not a limit. */
function notAZip(detail: string): Error {
  return new Error(`it is not a readable zip file (${detail})`);
}

/**
 * The parts of the .xlsx (a zip) at `file`, read from its central directory and never trusted:
 * the directory's entry count is refused past `limits.zipParts` before any entry is read, each
 * part is inflated as it streams (never held whole) and its bytes counted, so a zip bomb stops
 * at the first limit it passes; the file's descriptor closes with each part's stream.
 *
 * Our own reader rather than unzipper's (ExcelJS's dependency): unzipper reads every directory
 * entry into objects whatever their count, and a part's stream stopped half-way leaves its file
 * open (docs/decisions/0062-bounded-spreadsheet-reading.md).
 */
export async function openZipParts(file: string, limits: ReadLimits): Promise<ZipParts> {
  const entries = await readDirectory(file, limits);
  let inflatedTotal = 0;

  async function* read(name: string, maxBytes: number): AsyncGenerator<Buffer> {
    const entry = entries.get(name.toLowerCase());
    if (!entry) throw notAZip(`no part ${name}`);
    const partTooLarge = () =>
      new ReadLimitError(`the workbook's part ${entry.name} inflates past ${megabytes(maxBytes)}`);
    if (entry.declaredSize > maxBytes) throw partTooLarge();
    if (entry.flags & 0x1) throw new Error(`the workbook is encrypted (part ${entry.name})`);
    if (entry.method !== 0 && entry.method !== 8) {
      throw notAZip(`part ${entry.name} uses compression method ${entry.method}`);
    }
    const start = await dataStart(file, entry);
    if (entry.compressedSize === 0) return;
    const source = createReadStream(file, {
      start,
      end: start + entry.compressedSize - 1,
      highWaterMark: 64 * 1024,
    });
    // pipeline() destroys both streams, closing the file, when either fails or stops early.
    const inflated: Readable =
      entry.method === 8 ? pipeline(source, createInflateRaw(), () => undefined) : source;
    let bytes = 0;
    try {
      for await (const chunk of inflated as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        inflatedTotal += chunk.length;
        if (bytes > maxBytes) throw partTooLarge();
        if (inflatedTotal > limits.totalBytes) {
          throw new ReadLimitError(
            `the workbook's parts inflate past ${megabytes(limits.totalBytes)} in all`,
          );
        }
        yield chunk;
      }
    } finally {
      inflated.destroy();
      source.destroy();
    }
  }

  return { has: (name) => entries.has(name.toLowerCase()), read };
}

/** Where a part's compressed bytes start: after its local header, which has its own lengths. */
async function dataStart(file: string, entry: ZipEntry): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const header = await bytesAt(handle, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== localHeaderSignature) {
      throw notAZip(`part ${entry.name} has no local header`);
    }
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const { size } = await handle.stat();
    if (start + entry.compressedSize > size) throw notAZip(`part ${entry.name} is cut short`);
    return start;
  } finally {
    await handle.close();
  }
}

async function bytesAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead < length) throw notAZip('the file ends early');
  return buffer;
}

/** The central directory's entries by lower-cased name (the first of a repeated name wins). */
async function readDirectory(file: string, limits: ReadLimits): Promise<Map<string, ZipEntry>> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, endOfDirectorySearch);
    const tail = await bytesAt(handle, size - tailLength, tailLength);
    let end = -1;
    for (let at = tail.length - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === endOfDirectorySignature) {
        end = at;
        break;
      }
    }
    if (end < 0) throw notAZip('no zip directory');
    let count = tail.readUInt16LE(end + 10);
    let directorySize = tail.readUInt32LE(end + 12);
    let directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      // Zip64: the real numbers are in a record the locator just before this one points at.
      const locatorAt = size - tailLength + end - 20;
      if (locatorAt < 0) throw notAZip('no zip64 locator');
      const locator = await bytesAt(handle, locatorAt, 20);
      if (locator.readUInt32LE(0) !== zip64LocatorSignature) throw notAZip('no zip64 locator');
      const record = await bytesAt(handle, safeNumber(locator.readBigUInt64LE(8)), 56);
      if (record.readUInt32LE(0) !== zip64EndSignature) throw notAZip('no zip64 directory');
      count = safeNumber(record.readBigUInt64LE(32));
      directorySize = safeNumber(record.readBigUInt64LE(40));
      directoryOffset = safeNumber(record.readBigUInt64LE(48));
    }
    if (count > limits.zipParts) {
      throw new ReadLimitError(`the workbook has more than ${formatCount(limits.zipParts)} parts`);
    }
    if (directoryOffset + directorySize > size) throw notAZip('its directory lies past its end');

    const entries = new Map<string, ZipEntry>();
    const directory = windowedReader(handle, directoryOffset, directoryOffset + directorySize);
    let next = directoryOffset;
    for (let index = 0; index < count; index += 1) {
      const at = next;
      const fixed = await directory(at, 46);
      if (fixed.readUInt32LE(0) !== directoryEntrySignature) throw notAZip('a broken directory');
      const nameLength = fixed.readUInt16LE(28);
      const extraLength = fixed.readUInt16LE(30);
      const commentLength = fixed.readUInt16LE(32);
      next = at + 46 + nameLength + extraLength + commentLength;
      // No part a workbook is read by has a longer name: such entries are not even decoded, so
      // a directory of 64 KB names costs no memory.
      if (nameLength > maxNameBytes) continue;
      const name = (await directory(at + 46, nameLength)).toString('utf8');
      const extra = await directory(at + 46 + nameLength, extraLength);
      const entry: ZipEntry = {
        name,
        flags: fixed.readUInt16LE(8),
        method: fixed.readUInt16LE(10),
        compressedSize: fixed.readUInt32LE(20),
        declaredSize: fixed.readUInt32LE(24),
        localHeaderOffset: fixed.readUInt32LE(42),
      };
      withZip64Sizes(entry, extra);
      const key = name.toLowerCase();
      if (!entries.has(key)) entries.set(key, entry);
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** Sizes and offset a zip64 entry keeps in its extra field (the 32-bit ones then read all ones). */
function withZip64Sizes(entry: ZipEntry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw notAZip('a broken zip64 field');
        const value = safeNumber(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.declaredSize === 0xffffffff) entry.declaredSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw notAZip('a size past any file');
  return Number(value);
}

/**
 * Reads `[at, at + length)` of the range `[start, end)` through a 64 KB window, so a directory
 * is read in a few reads and never whole.
 */
function windowedReader(handle: FileHandle, start: number, end: number) {
  let window: Buffer = Buffer.alloc(0);
  let windowStart = start;
  return async (at: number, length: number): Promise<Buffer> => {
    if (at + length > end) throw notAZip('its directory ends early');
    if (at < windowStart || at + length > windowStart + window.length) {
      window = await bytesAt(handle, at, Math.min(Math.max(length, 64 * 1024), end - at));
      windowStart = at;
    }
    return window.subarray(at - windowStart, at - windowStart + length);
  };
}
