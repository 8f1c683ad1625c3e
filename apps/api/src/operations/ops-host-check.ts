import type { ErrorEnvelope } from '@salesdash/api-contract';
import type { onRequestHookHandler } from 'fastify';

/** The loopback names, case-insensitive, with any port or none. */
const loopbackHost = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/** Whether a request's `Host` header names this machine's loopback address, and nothing else. */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && loopbackHost.test(host);
}

/**
 * The operations port's first hook: a request whose `Host` is not `127.0.0.1`, `localhost` or
 * `[::1]` (any port) answers 421 before any route runs. Listening on loopback keeps other
 * machines out, but not a web page open in a browser on this machine: after DNS rebinding,
 * `attacker.example` resolves to 127.0.0.1 and the page may read `/metrics` or ask for a
 * backup, with its own name in `Host`. A real client of this port (a local Prometheus, an SSH
 * tunnel's forwarded port, `npm run backup`) addresses it by a loopback name. 421 Misdirected
 * Request rather than 403: nothing is wrong with who asks, the request was meant for another
 * server (see docs/decisions/0065-operations-host-names-and-backup-keys.md).
 */
export const opsHostCheck: onRequestHookHandler = async (request, reply) => {
  const host = request.headers.host;
  if (isLoopbackHost(host)) return;
  request.log.warn(
    { host: host?.slice(0, 100) ?? null },
    'refused a request that names another host (421): only loopback names are answered here',
  );
  const body: ErrorEnvelope = {
    status: 'error',
    code: 'misdirected-request',
    message:
      'Host: the operations port answers only requests addressed to 127.0.0.1, localhost or [::1]',
  };
  return reply.code(421).send(body);
};
