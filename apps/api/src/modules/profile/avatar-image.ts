import { createHash } from 'node:crypto';
import { avatarSide } from '@salesdash/api-contract';
import sharp from 'sharp';
import { fieldError } from '../../errors/api-error.ts';
import { concurrencyLimit } from '../../security/concurrency-limit.ts';

/** The formats a picture may arrive in, as their first bytes say. */
export type UploadFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** A picture as the server keeps and serves it. */
export type AvatarImage = { contentType: 'image/webp'; image: Buffer; etag: string };

/**
 * Pixels a picture may have before it is decoded: a 5 MB file can claim a huge canvas (a
 * "decompression bomb"); 40 megapixels is more than any phone camera takes.
 */
const maxInputPixels = 40_000_000;

/**
 * Pictures decoded at once; more uploads wait their turn. sharp decodes on libuv's thread
 * pool, 4 threads shared with sign-in's scrypt and file reads: a burst of uploads must leave
 * threads for those (docs/decisions/0061-bounded-request-parsing.md).
 */
const maxDecodesAtOnce = 2;
const decodeTurn = concurrencyLimit(maxDecodesAtOnce);

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The format of `bytes` by its signature, never by a declared media type or a file name: SVG
 * (script and external references), TIFF, HEIF and anything else is refused before a decoder
 * sees it.
 * @param bytes - the uploaded body
 */
export function sniffImageFormat(bytes: Buffer): UploadFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return 'gif';
  }
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Re-encodes an upload as a `avatarSide`-pixel square WebP: turned upright by its EXIF
 * orientation, cropped to the centre when not square (the web crops before it sends), the
 * first frame of an animation, and without metadata (sharp writes none unless asked), so no
 * location or camera data is ever served. At most `maxDecodesAtOnce` run at once; a body that
 * is no picture is refused before it waits.
 * @param bytes - the uploaded body
 * @throws ApiError 400 naming `body` when it is not a PNG, JPEG, WebP or GIF, or cannot be read
 */
export async function reencodeAvatar(bytes: Buffer): Promise<AvatarImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw fieldError('body', 'must be a PNG, JPEG, WebP or GIF image');
  let image: Buffer;
  try {
    image = await decodeTurn(async () => {
      const input = sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels });
      const { format: decoded } = await input.metadata();
      // The decoder must agree with the signature (a PNG signature on other data is not a PNG).
      if (decoded !== format) throw new Error(`signature ${format}, decoded ${String(decoded)}`);
      return input
        .rotate()
        .resize(avatarSide, avatarSide, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    });
  } catch {
    throw fieldError('body', 'is not a readable image (damaged, cut short or over 40 megapixels)');
  }
  const etag = createHash('sha256').update(image).digest('base64url').slice(0, 22);
  return { contentType: 'image/webp', image, etag };
}
