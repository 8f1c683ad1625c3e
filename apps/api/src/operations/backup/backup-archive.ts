import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import {
  BackupIntegrityError,
  decryptFrames,
  deriveKey,
  encryptFrames,
  scryptParams,
  scryptParamsAllowed,
} from './backup-encryption.ts';

/**
 * A backup file: one line of JSON saying what follows, then the payload: a tar of the
 * embedded database's files (gzip) or pg_dump's custom format (compressed already), sealed
 * in frames when a passphrase is set (backup-encryption.ts). The header is authenticated with
 * every frame, so its fields cannot be changed either.
 */
const headerSchema = z.object({
  format: z.literal('salesdash-backup'),
  version: z.literal(1),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  compression: z.enum(['gzip', 'none']),
  encryption: z
    .object({
      cipher: z.literal('aes-256-gcm'),
      kdf: z.literal('scrypt'),
      N: z.number().int(),
      r: z.number().int(),
      p: z.number().int(),
      salt: z.string(),
      noncePrefix: z.string(),
      /** Tells a wrong passphrase at once, before a byte of the payload is read. */
      keyCheck: z.string(),
    })
    .nullable(),
});

export type BackupHeader = z.infer<typeof headerSchema>;
export type BackupEngine = BackupHeader['engine'];

/** The header line is short; anything longer is not one of our files. */
const maxHeaderBytes = 4096;

export type EncodeOptions = {
  engine: BackupEngine;
  /** gzip the payload (the embedded engine's files; pg_dump compresses its own). */
  compress: boolean;
  passphrase: string | undefined;
  now?: Date;
};

/** The backup file's bytes for `payload`, as a stream. */
export async function encodeBackup(payload: Readable, options: EncodeOptions): Promise<Readable> {
  const salt = randomBytes(16);
  const noncePrefix = randomBytes(8);
  const key = options.passphrase ? await deriveKey(options.passphrase, salt) : undefined;
  const header: BackupHeader = {
    format: 'salesdash-backup',
    version: 1,
    engine: options.engine,
    createdAt: (options.now ?? new Date()).toISOString(),
    compression: options.compress ? 'gzip' : 'none',
    encryption: key
      ? {
          cipher: 'aes-256-gcm',
          kdf: 'scrypt',
          ...scryptParams,
          salt: salt.toString('base64'),
          noncePrefix: noncePrefix.toString('base64'),
          keyCheck: keyCheck(key).toString('base64'),
        }
      : null,
  };
  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`);
  const stages: NodeJS.ReadWriteStream[] = [];
  if (options.compress) stages.push(createGzip({ level: 3 }));
  if (key) stages.push(encryptFrames(key, noncePrefix, headerLine));
  const out = new PassThrough();
  out.write(headerLine);
  pipeline([payload, ...stages, out] as NodeJS.ReadWriteStream[]).catch((error: unknown) => {
    // Closed by its reader: nobody is left to tell.
    if (!out.destroyed) out.destroy(error as Error);
  });
  return out;
}

/**
 * Reads a backup file's header and returns its payload as it was before `encodeBackup`.
 * Errors in the payload (a wrong passphrase, a changed or cut file) surface on the stream.
 */
export async function decodeBackup(
  input: Readable,
  passphrase: string | undefined,
): Promise<{ header: BackupHeader; payload: Readable }> {
  const { line, rest } = await readHeaderLine(input);
  let parsed: unknown;
  try {
    parsed = JSON.parse(line.toString('utf8'));
  } catch {
    throw new BackupIntegrityError('not a SalesDash backup: the first line is not its header');
  }
  const result = headerSchema.safeParse(parsed);
  if (!result.success) {
    throw new BackupIntegrityError('not a SalesDash backup, or one from a newer version');
  }
  const header = result.data;
  const stages: NodeJS.ReadWriteStream[] = [];
  if (header.encryption) {
    if (!passphrase) {
      throw new BackupIntegrityError('this backup is encrypted: set BACKUP_PASSPHRASE to read it');
    }
    const { N, r, p, salt } = header.encryption;
    if (!scryptParamsAllowed({ N, r, p })) {
      throw new BackupIntegrityError(
        `not a SalesDash backup: its key derivation (scrypt N=${N}, r=${r}, p=${p}) is not one a restore runs`,
      );
    }
    // The parameters it was sealed with: older backups used a lower cost than new ones.
    const key = await deriveKey(passphrase, Buffer.from(salt, 'base64'), { N, r, p });
    const expected = Buffer.from(header.encryption.keyCheck, 'base64');
    const actual = keyCheck(key);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new BackupIntegrityError(
        'cannot decrypt: this is not the BACKUP_PASSPHRASE it was made with',
      );
    }
    stages.push(
      decryptFrames(
        key,
        Buffer.from(header.encryption.noncePrefix, 'base64'),
        Buffer.concat([line, Buffer.from('\n')]),
      ),
    );
  }
  if (header.compression === 'gzip') stages.push(createGunzip());
  const payload = new PassThrough();
  const source = new PassThrough();
  source.write(rest);
  input.pipe(source);
  input.once('error', (error) => source.destroy(error));
  pipeline([source, ...stages, payload] as NodeJS.ReadWriteStream[]).catch((error: unknown) => {
    if (!payload.destroyed) payload.destroy(error as Error);
  });
  return { header, payload };
}

/** An HMAC of a fixed text under the key: equal only for the same passphrase and salt. */
function keyCheck(key: Buffer | undefined): Buffer {
  return createHmac('sha256', key ?? Buffer.alloc(0))
    .update('salesdash backup key check')
    .digest();
}

async function readHeaderLine(input: Readable): Promise<{ line: Buffer; rest: Buffer }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const chunk = (input.read() as Buffer | null) ?? (await nextChunk(input));
    if (chunk === null)
      throw new BackupIntegrityError('not a SalesDash backup: the file is empty or cut');
    chunks.push(chunk);
    size += chunk.length;
    const joined = Buffer.concat(chunks, size);
    const newline = joined.indexOf(0x0a);
    if (newline >= 0) {
      const rest = joined.subarray(newline + 1);
      return { line: joined.subarray(0, newline), rest };
    }
    if (size > maxHeaderBytes) throw new BackupIntegrityError('not a SalesDash backup');
  }
}

function nextChunk(input: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      input.off('readable', onReadable);
      input.off('end', onEnd);
      input.off('error', onError);
    };
    const onReadable = () => {
      const chunk = input.read() as Buffer | null;
      if (chunk === null) return;
      cleanup();
      resolve(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    input.on('readable', onReadable);
    input.once('end', onEnd);
    input.once('error', onError);
  });
}
