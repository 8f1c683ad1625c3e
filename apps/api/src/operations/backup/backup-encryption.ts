import { createCipheriv, createDecipheriv, scrypt, type BinaryLike } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

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

/** scrypt's cost: ~100 ms and 32 MiB per backup or restore on this machine. */
export const scryptParams = { N: 2 ** 15, r: 8, p: 1 } as const;

export function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase, salt, 32, { ...scryptParams, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
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
