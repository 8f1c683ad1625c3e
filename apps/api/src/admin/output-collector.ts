import { Writable } from 'node:stream';

/** A stream that keeps what an operator command writes, for its tests to read. */
export function outputCollector() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}
