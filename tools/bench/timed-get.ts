import { request } from 'node:http';

export type TimedAnswer = {
  status: number;
  /** Request sent to the last byte received. */
  ms: number;
  /** Bytes on the wire (compressed when the server compressed). */
  wireBytes: number;
  /** The `content-encoding` the server chose ('identity' when none). */
  encoding: string;
};

/**
 * One GET over loopback, timed to the last byte as a browser receives it: the body is read as
 * sent, not decompressed, so `wireBytes` is what the network carried.
 */
export function timedGet(url: string, headers: Record<string, string>): Promise<TimedAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = request(url, { headers, agent: false }, (response) => {
      let wireBytes = 0;
      response.on('data', (chunk: Buffer) => {
        wireBytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          wireBytes,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
