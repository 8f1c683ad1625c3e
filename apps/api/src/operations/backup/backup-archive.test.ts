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

/** The encrypted file most cases tamper with, made once: each scrypt run takes ≈ 0.5 s. */
let sealed: Promise<Buffer> | undefined;
const sealedOnce = () => (sealed ??= encoded({ passphrase }));

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
    const file = change(await sealedOnce());
    await expect(decoded(file, passphrase)).rejects.toThrow(error);
  });

  it.each([
    { name: 'no passphrase', key: undefined, error: /encrypted: set BACKUP_PASSPHRASE/ },
    { name: 'another passphrase', key: 'another passphrase!', error: /not the BACKUP_PASSPHRASE/ },
  ])('tells at once when given $name', async ({ key, error }) => {
    const file = await sealedOnce();
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

/**
 * A backup written before scrypt's cost was raised (N=2^15), by that code, with `passphrase`:
 * a gzip of `oldPayload` sealed in one frame. Restores must keep reading such files.
 */
const backupSealedAtN15 = Buffer.from(
  'eyJmb3JtYXQiOiJzYWxlc2Rhc2gtYmFja3VwIiwidmVyc2lvbiI6MSwiZW5naW5lIjoicGdsaXRlIiwiY3JlYXRlZEF0IjoiMjAyNi0xMS0yNlQxMjowMDowMC4wMDBaIiwiY29tcHJlc3Npb24iOiJnemlwIiwiZW5jcnlwdGlvbiI6eyJjaXBoZXIiOiJhZXMtMjU2LWdjbSIsImtkZiI6InNjcnlwdCIsIk4iOjMyNzY4LCJyIjo4LCJwIjoxLCJzYWx0IjoiZ3RqdmQvS1NoOTBJY0w1S2QzblFNQT09Iiwibm9uY2VQcmVmaXgiOiIyd2d2WitHaW9rVT0iLCJrZXlDaGVjayI6ImdYK20yY2wwTHk1RFhnWWliNUE1NkRML1hmTEZJUlpDdjRvblJ6bGxMK009In19CgEAAAA7wg025wQ79hLUQMlWbXWnkamKyFOlLosI9+MvupDn6qiep614LlSicyDIOsCGkgZHanXxnW4QVIqK2QDOE46nlDZhFj/zzE3fTwYi',
  'base64',
);
const oldPayload = 'a payload sealed with scrypt at N=2^15\n';

/** The file's header as JSON, and the file with `change` made to its header's encryption. */
function withEncryption(file: Buffer, change: Record<string, unknown>): Buffer {
  const header = JSON.parse(file.subarray(0, bodyStart(file) - 1).toString('utf8')) as {
    encryption: Record<string, unknown>;
  };
  header.encryption = { ...header.encryption, ...change };
  return Buffer.concat([
    Buffer.from(`${JSON.stringify(header)}\n`),
    file.subarray(bodyStart(file)),
  ]);
}

describe('the key derivation', () => {
  it("seals a new backup with scrypt at OWASP's minimum (as passwords), recorded in its header", async () => {
    const file = await sealedOnce();
    const header = JSON.parse(file.subarray(0, bodyStart(file) - 1).toString('utf8')) as {
      encryption: { kdf: string; N: number; r: number; p: number };
    };
    expect(header.encryption).toMatchObject({ kdf: 'scrypt', r: 8, p: 1 });
    expect(header.encryption.N).toBeGreaterThanOrEqual(2 ** 17);
  });

  it('still restores a backup sealed at N=2^15, with the parameters its header records', async () => {
    expect((await decoded(backupSealedAtN15, passphrase)).toString('utf8')).toBe(oldPayload);
  });

  it.each([
    { name: 'N not a power of two', change: { N: 3 * 2 ** 14 } },
    { name: 'N of 2^30 (128 GiB)', change: { N: 2 ** 30 } },
    { name: 'r of 0', change: { r: 0 } },
    { name: 'p not a whole number', change: { p: 1.5 } },
    { name: '2 GiB in all (p=64)', change: { p: 64 } },
  ])('refuses a header asking scrypt for $name, before running it', async ({ change }) => {
    const file = withEncryption(backupSealedAtN15, change);
    await expect(decodeBackup(Readable.from([file]), passphrase)).rejects.toThrow(
      /^not a SalesDash backup/,
    );
  });

  it('tells a header whose cost was changed within the limits as a wrong passphrase', async () => {
    const file = withEncryption(backupSealedAtN15, { N: 2 ** 14 });
    await expect(decodeBackup(Readable.from([file]), passphrase)).rejects.toThrow(
      /not the BACKUP_PASSPHRASE/,
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
