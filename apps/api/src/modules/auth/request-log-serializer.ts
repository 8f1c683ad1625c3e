import { decodeOrKeep, withoutOrigin } from '../../plugins/server-paths.ts';

const redacted = '[redacted]';

/** Query parameters that carry single-use secrets in links (invite and reset pages). */
const secretQueryParams = ['token', 'reset'];

/**
 * Paths whose last segment is a secret: invite links of the API and share pages of the SPA
 * (`/share/<type>/<token>`). The first group is kept, the token replaced.
 */
const tokenPaths = [/^(\/api\/auth\/invite\/)[^/?#]+/i, /^(\/share\/[^/?#]+\/)[^/?#]+/i];

/** The path with its token replaced, matched on the decoded form so `%73hare` is caught too. */
function redactPath(path: string): string {
  const decoded = decodeOrKeep(path);
  const pattern = tokenPaths.find((candidate) => candidate.test(decoded));
  return pattern ? decoded.replace(pattern, `$1${redacted}`) : path;
}

/**
 * A URL safe to log: invite and share tokens in the path, the `token` / `reset` query
 * parameters, and any query value that is itself such a URL (`/login?redirect=/share/call/…`)
 * are replaced. Absolute-form request targets are reduced to their path and query.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = withoutOrigin(url).split(/\?(.*)/s, 2);
  const path = redactPath(pathPart);
  if (query === undefined) return path;
  const params = query
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      if (secretQueryParams.includes(decodeOrKeep(name).toLowerCase())) {
        return `${name}=${redacted}`;
      }
      const value = decodeOrKeep(rest.join('=').replaceAll('+', ' '));
      const safe = value.startsWith('/') ? redactUrl(value) : value;
      return safe === value ? pair : `${name}=${encodeURIComponent(safe)}`;
    })
    .join('&');
  return `${path}?${params}`;
}

/**
 * Header paths pino censors wherever a log line carries request headers: the bearer token and
 * the share token must never reach a log, whatever a future log call includes.
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-share-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-share-token"]',
];

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
