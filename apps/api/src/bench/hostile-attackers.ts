import { request as httpRequest } from 'node:http';
import { hostileFileBody, hostileFiles } from '../modules/imports/hostile-files/hostile-files.ts';

/**
 * A POST from a loopback address of our choosing (Linux answers on all of 127.0.0.0/8), as a
 * Fetch `Response`: each attacking loop is its own client address, so the per-address limit
 * meets a botnet's spread rather than one machine.
 */
function postFrom(
  url: URL,
  localAddress: string,
  body: Buffer | string,
  headers: Record<string, string>,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            if (typeof value === 'string') responseHeaders.set(name, value);
          }
          resolve(
            new Response(Buffer.concat(chunks), {
              status: answer.statusCode ?? 0,
              headers: responseHeaders,
            }),
          );
        });
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** 20,000 nested arrays in 40 KB: what once overflowed the stack of a recursive walk. */
const deepBody = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

/**
 * One loop of the anonymous deep-JSON attacker: sign-ins whose body nests 20,000 deep, from
 * loopback address 127.0.1.`loop + 1`.
 */
export function deepJsonSignIn(base: string, loop: number): () => Promise<Response> {
  const url = new URL('/api/auth/login', base);
  return () =>
    postFrom(url, `127.0.1.${loop + 1}`, deepBody, { 'content-type': 'application/json' });
}

/**
 * One loop of the hostile-workbook attacker: an integration's API key with the `import` scope
 * uploading the hostile-file corpus (docs/decisions/0062-bounded-spreadsheet-reading.md) in turn,
 * starting at file `loop`; a file the upload takes is previewed, then discarded.
 */
export async function hostileWorkbookUploads(
  base: string,
  key: string,
  loop: number,
): Promise<() => Promise<Response>> {
  const bodies = await Promise.all(hostileFiles.map((entry) => hostileFileBody(entry)));
  const auth = { authorization: `Bearer ${key}` };
  let next = loop;
  return async () => {
    const index = next % hostileFiles.length;
    next += 1;
    const entry = hostileFiles[index];
    const body = bodies[index];
    if (!entry || !body) throw new Error('the hostile-file corpus is empty');
    const query = new URLSearchParams({ kind: 'transactions', file_name: entry.fileName });
    const uploaded = await fetch(`${base}/api/imports?${query}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': entry.contentType },
      body: new Uint8Array(body),
    });
    if (uploaded.status !== 201) return uploaded;
    const { data } = (await uploaded.json()) as {
      data: { import_batch_id: number; mapping: Record<string, string> };
    };
    const preview = await fetch(`${base}/api/imports/${data.import_batch_id}/preview`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: data.mapping }),
    });
    await preview.arrayBuffer();
    await fetch(`${base}/api/imports/${data.import_batch_id}`, {
      method: 'DELETE',
      headers: auth,
    }).then((response) => response.arrayBuffer());
    // The preview's own answer was read above; the loop reads the one it is given.
    return new Response(null, { status: preview.status });
  };
}
