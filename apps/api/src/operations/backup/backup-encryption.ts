import { createCipheriv, createDecipheriv, type BinaryLike } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { gatedScrypt, type ScryptParams } from '../../security/scrypt-memory.ts';

/**
 * A backup is encrypted in frames of at most `frameBytes` of plaintext, each sealed with
 * AES-256-GCM on its own: a restore checks each frame's tag before it uses a byte of it
 * (one tag over gigabytes would be checked only after they were unpacked). The nonce is
 * the file's random prefix and the frame's number; the frame's number and whether it is the
 * last are authenticated too, so frames cannot be reordered, dropped or the file cut short.
 *
 * Frame: flag (1 byte: 1 on the last frame), ciphertext length (4 bytes, big-endian),
 * ciphertext, tag (16 bytes).
 */
export const frameBytes = 1024 * 1024;
const tagBytes = 16;
const frameHeaderBytes = 5;

/**
 * scrypt's cost for new backups: OWASP's minimum, as for passwords (security/password-cost.ts),
 * since a stolen backup is attacked offline like a stolen password hash. ≈ 0.45 s and 128 MiB
 * per backup or restore on this machine. Each file records the parameters it was sealed with
 * in its header, and a restore derives its key with those: backups made at N=2^15 before this
 * cost was raised still restore.
 */
export const scryptParams: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The most memory a backup's header may make scrypt ask for (1 GiB, 128·N·r·p bytes): a changed
 * or foreign header must not make a restore allocate gigabytes before the key check refuses it.
 */
const maxScryptBytes = 1024 * 1024 * 1024;

/** Whether a header's parameters are ones scrypt takes, within `maxScryptBytes`. */
export function scryptParamsAllowed({ N, r, p }: ScryptParams): boolean {
  const whole = [N, r, p].every((value) => Number.isSafeInteger(value) && value >= 1);
  // Checked in this order, N is small enough for the bitwise test of a power of two.
  return whole && 128 * N * r * p <= maxScryptBytes && N >= 2 && (N & (N - 1)) === 0;
}

/**
 * The backup's key from the passphrase, with the file's own parameters (the current ones for a
 * new backup). It waits its turn behind the sign-ins' scrypt runs (security/scrypt-memory.ts):
 * a scheduled backup must not add its 128 MiB to theirs.
 */
export function deriveKey(
  passphrase: string,
  salt: Buffer,
  params: ScryptParams = scryptParams,
): Promise<Buffer> {
  return gatedScrypt(passphrase, salt, 32, params);
}

function nonceFor(prefix: Buffer, frame: number): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0, 0, 8);
  nonce.writeUInt32BE(frame, 8);
  return nonce;
}

function aadFor(context: BinaryLike, frame: number, last: boolean): Buffer {
  const suffix = Buffer.alloc(5);
  suffix.writeUInt32BE(frame, 0);
  suffix.writeUInt8(last ? 1 : 0, 4);
  return Buffer.concat([Buffer.from(context as string | Buffer), suffix]);
}

/** Seals a stream into frames; `context` (the file's header) is authenticated with each. */
export function encryptFrames(key: Buffer, noncePrefix: Buffer, context: Buffer): Transform {
  const pending = new ChunkQueue();
  let frame = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    if (frame === 0xffffffff) throw new Error('backup too large for one file');
    const cipher = createCipheriv('aes-256-gcm', key, nonceFor(noncePrefix, frame));
    cipher.setAAD(aadFor(context, frame, last));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const head = Buffer.alloc(frameHeaderBytes);
    head.writeUInt8(last ? 1 : 0, 0);
    head.writeUInt32BE(body.length, 1);
    frame += 1;
    return Buffer.concat([head, body, cipher.getAuthTag()]);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.add(chunk);
      try {
        while (pending.length > frameBytes) this.push(seal(pending.take(frameBytes), false));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        callback(null, seal(pending.take(pending.length), true));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** Opens frames sealed by `encryptFrames`; fails on a wrong key, a changed byte or a cut file. */
export function decryptFrames(key: Buffer, noncePrefix: Buffer, context: Buffer): Transform {
  const pending = new ChunkQueue();
  let frame = 0;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.add(chunk);
      try {
        for (;;) {
          if (pending.length < frameHeaderBytes) break;
          if (ended) throw new BackupIntegrityError('data after the last frame');
          const head = pending.peek(frameHeaderBytes);
          const last = head.readUInt8(0) === 1;
          const length = head.readUInt32BE(1);
          if (length > frameBytes) throw new BackupIntegrityError('a frame is too large');
          const total = frameHeaderBytes + length + tagBytes;
          if (pending.length < total) break;
          const sealed = pending.take(total);
          const decipher = createDecipheriv('aes-256-gcm', key, nonceFor(noncePrefix, frame));
          decipher.setAAD(aadFor(context, frame, last));
          decipher.setAuthTag(sealed.subarray(frameHeaderBytes + length));
          let plain: Buffer;
          try {
            plain = Buffer.concat([
              decipher.update(sealed.subarray(frameHeaderBytes, frameHeaderBytes + length)),
              decipher.final(),
            ]);
          } catch {
            throw new BackupIntegrityError(
              frame === 0
                ? 'cannot decrypt: wrong BACKUP_PASSPHRASE, or the file was changed'
                : `frame ${frame} does not authenticate: the file was changed`,
            );
          }
          this.push(plain);
          frame += 1;
          if (last) ended = true;
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (!ended || pending.length > 0) {
        callback(new BackupIntegrityError('the file ends before its last frame: it was cut short'));
        return;
      }
      callback();
    },
  });
}

/** Buffers joined only when a frame's worth is taken, not at every chunk. */
class ChunkQueue {
  private chunks: Buffer[] = [];
  length = 0;

  add(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  peek(bytes: number): Buffer {
    const first = this.chunks[0];
    if (first && first.length >= bytes) return first.subarray(0, bytes);
    const joined = Buffer.concat(this.chunks, this.length);
    this.chunks = [joined];
    return joined.subarray(0, bytes);
  }

  take(bytes: number): Buffer {
    const [only] = this.chunks;
    const joined =
      this.chunks.length === 1 && only ? only : Buffer.concat(this.chunks, this.length);
    const rest = joined.subarray(bytes);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return joined.subarray(0, bytes);
  }
}

/** A backup that is not what its writer wrote (or not readable with this passphrase). */
export class BackupIntegrityError extends Error {
  override name = 'BackupIntegrityError';
}
