import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeBackup, encodeBackup } from './backup-archive.ts';
import { frameBytes } from './backup-encryption.ts';
import { pruneBackups, scheduledBackupName } from './backup-service.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'backup-archive-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const passphrase = 'a passphrase of some length';
// Three and a half frames: tampering can hit the first, a middle or the last one.
const payload = randomBytes(frameBytes * 3 + frameBytes / 2);

async function encoded(options: { passphrase?: string; compress?: boolean } = {}): Promise<Buffer> {
  return buffer(
    await encodeBackup(Readable.from([payload]), {
      engine: 'pglite',
      compress: options.compress ?? false,
      passphrase: options.passphrase,
    }),
  );
}

async function decoded(file: Buffer, key: string | undefined): Promise<Buffer> {
  const { payload: out } = await decodeBackup(Readable.from([file]), key);
  return buffer(out);
}

/** Where the payload starts: after the header line. */
const bodyStart = (file: Buffer) => file.indexOf(0x0a) + 1;

describe('backup files', () => {
  it.each([
    { name: 'plain', passphrase: undefined, compress: false },
    { name: 'compressed', passphrase: undefined, compress: true },
    { name: 'encrypted', passphrase, compress: false },
    { name: 'compressed and encrypted', passphrase, compress: true },
  ])('gives back the payload byte for byte: $name', async (options) => {
    const file = await encoded(options);
    expect((await decoded(file, options.passphrase)).equals(payload)).toBe(true);
    // Encrypted, the payload's bytes appear nowhere in the file.
    if (options.passphrase) expect(file.includes(payload.subarray(0, 64))).toBe(false);
  });

  it('reads an empty payload back as empty', async () => {
    const file = await buffer(
      await encodeBackup(Readable.from([]), { engine: 'postgres', compress: false, passphrase }),
    );
    expect((await decoded(file, passphrase)).length).toBe(0);
  });

  const tampered: { name: string; change: (file: Buffer) => Buffer; error: RegExp }[] = [
    {
      name: 'a flipped byte in the first frame',
      change: (file) => flip(file, bodyStart(file) + 100),
      error: /does not authenticate|changed/,
    },
    {
      name: 'a flipped byte in a middle frame',
      change: (file) => flip(file, bodyStart(file) + frameBytes + 5000),
      error: /frame 1 does not authenticate/,
    },
    {
      name: 'the last frame cut off',
      change: (file) => file.subarray(0, file.length - (frameBytes / 2 + 21)),
      error: /cut short/,
    },
    {
      name: 'the last bytes cut off',
      change: (file) => file.subarray(0, file.length - 3),
      error: /cut short/,
    },
    {
      name: 'the header changed (the engine)',
      change: (file) =>
        Buffer.from(file.toString('latin1').replace('"pglite"', '"postgres"'), 'latin1'),
      error: /changed/,
    },
    {
      name: 'a second frame swapped with the first',
      change: (file) => {
        const start = bodyStart(file);
        const frame = 5 + frameBytes + 16;
        return Buffer.concat([
          file.subarray(0, start),
          file.subarray(start + frame, start + 2 * frame),
          file.subarray(start, start + frame),
          file.subarray(start + 2 * frame),
        ]);
      },
      error: /changed/,
    },
  ];

  it.each(tampered)('refuses $name', async ({ change, error }) => {
    const file = change(await encoded({ passphrase }));
    await expect(decoded(file, passphrase)).rejects.toThrow(error);
  });

  it.each([
    { name: 'no passphrase', key: undefined, error: /encrypted: set BACKUP_PASSPHRASE/ },
    { name: 'another passphrase', key: 'another passphrase!', error: /not the BACKUP_PASSPHRASE/ },
  ])('tells at once when given $name', async ({ key, error }) => {
    const file = await encoded({ passphrase });
    await expect(decodeBackup(Readable.from([file]), key)).rejects.toThrow(error);
  });

  it.each([
    { name: 'an empty file', file: Buffer.alloc(0) },
    { name: 'a text file', file: Buffer.from('hello\nworld\n') },
    { name: 'a newer format', file: Buffer.from('{"format":"salesdash-backup","version":2}\n') },
  ])('refuses $name as no backup', async ({ file }) => {
    await expect(decodeBackup(Readable.from([file]), undefined)).rejects.toThrow(
      /not a SalesDash backup/,
    );
  });
});

describe('scheduled backups', () => {
  it('names them by time, so they sort oldest first', () => {
    expect(scheduledBackupName(new Date('2026-11-26T17:05:09.123Z'))).toBe(
      'salesdash-20261126T170509Z.backup',
    );
  });

  it('keeps the newest ones and never touches other files', async () => {
    const dir = path.join(scratch, 'pruned');
    rmSync(dir, { recursive: true, force: true });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dir);
    const names = [1, 2, 3, 4, 5].map((day) =>
      scheduledBackupName(new Date(Date.UTC(2026, 10, day))),
    );
    for (const name of [...names, 'notes.txt', 'salesdash-manual.backup']) {
      writeFileSync(path.join(dir, name), '');
    }
    expect(await pruneBackups(dir, 2)).toEqual(names.slice(0, 3));
    expect(readdirSync(dir).sort()).toEqual(
      [...names.slice(3), 'notes.txt', 'salesdash-manual.backup'].sort(),
    );
  });
});

function flip(file: Buffer, at: number): Buffer {
  const copy = Buffer.from(file);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}
