import { once } from 'node:events';
import { crc32, createDeflateRaw } from 'node:zlib';

/** A part of a zip to write: its bytes (given in pieces, so hundreds of MB need not be held). */
export type ZipPart = {
  name: string;
  pieces: Iterable<Buffer>;
  /** `stored` keeps the bytes as they are; `deflated` (the default) compresses them. */
  method?: 'stored' | 'deflated';
  /** The inflated size the zip claims, when it should lie about it (a zip bomb's trick). */
  claimedSize?: number;
};

/** 2026-01-01 00:00 in a zip's DOS date: one fixed date, so the same parts give the same bytes. */
const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A part's pieces deflated as a stream, with their CRC-32 and inflated size. */
async function deflated(part: ZipPart): Promise<{ data: Buffer; crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  if (part.method === 'stored') {
    const data = Buffer.concat([...part.pieces]);
    return { data, crc: crc32(data), size: data.length };
  }
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  for (const piece of part.pieces) {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { data: Buffer.concat(out), crc, size };
}

/**
 * A zip file (what an .xlsx is) of `parts`, written by hand so a test or the hostile-file
 * generator controls what a real writer would not let it: sizes that lie, parts of hundreds of
 * MB built from a repeated piece. Deterministic: the same parts give the same bytes.
 */
export async function writeZip(parts: readonly ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = await deflated(part);
    const name = Buffer.from(part.name, 'utf8');
    const method = part.method === 'stored' ? 0 : 8;
    const claimed = part.claimedSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(claimed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directorySize = directory.reduce((sum, piece) => sum + piece.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** `count` copies of `piece`, as pieces of about a megabyte: a large part without holding it. */
export function* repeated(piece: string, count: number): Generator<Buffer> {
  const perPiece = Math.max(1, Math.floor((1024 * 1024) / Buffer.byteLength(piece)));
  const full = Buffer.from(piece.repeat(Math.min(perPiece, count)));
  let left = count;
  while (left >= perPiece) {
    yield full;
    left -= perPiece;
  }
  if (left > 0) yield Buffer.from(piece.repeat(left));
}
