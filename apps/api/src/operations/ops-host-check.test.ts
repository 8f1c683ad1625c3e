import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.ts';
import { isLoopbackHost } from './ops-host-check.ts';
import { startOpsServer } from './ops-server.ts';

let ops: FastifyInstance | undefined;
let port = 0;
/** What the port's routes were asked for: a refused request must reach none of them. */
const served: string[] = [];

beforeAll(async () => {
  port = await freePort();
  ops = await startOpsServer({
    port,
    routes: [
      async (server) => {
        server.get('/metrics', async () => {
          served.push('GET /metrics');
          return 'metrics';
        });
        server.post('/backup', async () => {
          served.push('POST /backup');
          return 'backup';
        });
      },
    ],
    logger: Fastify({ logger: { level: 'silent' } }).log,
  });
});

afterAll(async () => {
  await ops?.close();
});

/**
 * One request written by hand on a socket, so `Host` is exactly what a browser after DNS
 * rebinding would send (fetch always sets its own), or missing.
 */
async function ask(request: {
  method: string;
  path: string;
  host: string | null;
  version?: '1.0' | '1.1';
}): Promise<{ status: number; body: string }> {
  const head = [
    `${request.method} ${request.path} HTTP/${request.version ?? '1.1'}`,
    ...(request.host === null ? [] : [`Host: ${request.host}`]),
    'Content-Length: 0',
    'Connection: close',
  ];
  const socket = connect(port, '127.0.0.1');
  socket.end(`${head.join('\r\n')}\r\n\r\n`);
  let raw = '';
  for await (const chunk of socket) raw += String(chunk);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1]);
  return { status, body: raw.slice(raw.indexOf('\r\n\r\n') + 4) };
}

const answered = (host: string) => ({ host, answers: 200, why: 'a loopback name' });
const refused = (host: string, why: string) => ({ host, answers: 421, why });

describe('the operations port answers only loopback host names', () => {
  const hosts = [
    answered('127.0.0.1'),
    answered('127.0.0.1:9464'),
    answered('localhost'),
    answered('localhost:9464'),
    answered('LocalHost:1'),
    answered('[::1]'),
    answered('[::1]:9464'),
    refused('attacker.example', 'another name'),
    refused('attacker.example:9464', 'a rebinding name that resolves to 127.0.0.1'),
    refused('127.0.0.1.nip.io:9464', 'a name that starts like the address'),
    refused('localhost.attacker.example', 'a name that starts like localhost'),
    refused('localhost.', 'the fully qualified spelling'),
    refused('127.0.0.2', 'another loopback address no client of this port uses'),
    refused('127.1', 'a short form of the address'),
    refused('2130706433', 'the address as one number'),
    refused('0.0.0.0:9464', 'the unspecified address'),
    refused('::1', 'IPv6 without brackets'),
    refused('localhost:', 'an empty port'),
    refused('localhost:94x', 'a port that is not a number'),
    refused('user@localhost', 'userinfo'),
    refused('', 'an empty Host'),
  ];

  it.each(hosts)('Host $host → $answers ($why)', async ({ host, answers }) => {
    expect(isLoopbackHost(host)).toBe(answers === 200);
    for (const [method, path] of [
      ['GET', '/metrics'],
      ['POST', '/backup'],
    ] as const) {
      served.length = 0;
      const { status, body } = await ask({ method, path, host });
      expect(status).toBe(answers);
      if (answers === 200) {
        expect(served).toEqual([`${method} ${path}`]);
      } else {
        expect(served).toEqual([]);
        expect(JSON.parse(body)).toEqual({
          status: 'error',
          code: 'misdirected-request',
          message: expect.stringMatching(/^Host: .*127\.0\.0\.1, localhost or \[::1\]$/),
        });
      }
    }
  });

  it('refuses a request without Host before any route runs', async () => {
    served.length = 0;
    // HTTP/1.0 may leave Host out and reaches the check; HTTP/1.1 requires it, and Node's own
    // parser answers 400 first.
    expect(await ask({ method: 'POST', path: '/backup', host: null, version: '1.0' })).toEqual({
      status: 421,
      body: expect.stringContaining('"code":"misdirected-request"'),
    });
    expect((await ask({ method: 'POST', path: '/backup', host: null })).status).toBe(400);
    expect(served).toEqual([]);
  });

  it('refuses another host name before routing, for a path it does not serve too', async () => {
    expect((await ask({ method: 'GET', path: '/nothing-here', host: 'evil.test' })).status).toBe(
      421,
    );
    expect((await ask({ method: 'GET', path: '/nothing-here', host: 'localhost' })).status).toBe(
      404,
    );
  });
});
