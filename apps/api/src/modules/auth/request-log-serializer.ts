const redacted = '[redacted]';

/** Query parameters that carry single-use secrets in links (invite and reset pages). */
const secretQueryParams = ['token', 'reset'];

/**
 * A URL safe to log: the token of `/api/auth/invite/<token>` and the `token` / `reset` query
 * parameters are replaced, so invite and reset links never land in request logs.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const path = pathPart.replace(/^(\/api\/auth\/invite\/)[^/]+/i, `$1${redacted}`);
  if (query === undefined) return path;
  const params = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return secretQueryParams.includes(decodeURIComponent(name).toLowerCase())
        ? `${name}=${redacted}`
        : pair;
    })
    .join('&');
  return `${path}?${params}`;
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
};

/** Fastify's default `req` log fields, with the URL passed through {@link redactUrl}. */
export function requestLogSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
