import { maxAvatarBytes } from '@salesdash/api-contract';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../errors/api-error.ts';

const megabytes = maxAvatarBytes / 1024 / 1024;
const tooLarge = () => fieldError('body', `must be at most ${megabytes} MB`);

/**
 * Takes every request body of the plugin `app` as raw bytes, whatever media type it declares
 * (the format is read from the bytes), refusing one over `maxAvatarBytes` with a 400 naming
 * `body` as soon as it passes the limit, and one the client stopped sending mid-way: the
 * handler, and so the database, never sees a partial picture.
 * @param app - an encapsulated plugin holding only the upload route
 */
export function acceptRawImageBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > maxAvatarBytes) {
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: Error | null, body?: Buffer) => {
      if (settled) return;
      settled = true;
      payload.removeAllListeners('data');
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxAvatarBytes) settle(tooLarge());
      else chunks.push(chunk);
    });
    payload.on('end', () => {
      if (Number.isFinite(declared) && size !== declared) {
        settle(fieldError('body', 'was cut short: send the whole picture again'));
      } else {
        settle(null, Buffer.concat(chunks));
      }
    });
    payload.on('error', () =>
      settle(fieldError('body', 'was cut short: send the whole picture again')),
    );
    // A connection closed before the end: nothing is kept.
    payload.on('close', () =>
      settle(fieldError('body', 'was cut short: send the whole picture again')),
    );
  });
}
