/** Paths the server owns; everything else that no route serves belongs to the SPA. */
const serverPrefixes = ['/api', '/socket.io', '/docs', '/openapi.json', '/health', '/config.json'];

/** A request target without `scheme://host` (absolute-form targets carry one). */
export function withoutOrigin(url: string): string {
  return url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
}

/** `decodeURIComponent`, keeping text that does not decode as it is. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The decoded path of a request target, without query: what the router matched on, not the
 * raw text (`/%61pi/users/1` is `/api/users/1`; an absolute-form `http://host/api/…` is
 * `/api/…`).
 */
export function requestPathname(url: string): string {
  return decodeOrKeep((withoutOrigin(url) || '/').split('?')[0] ?? '/');
}

/** True for a path under one of the server's own prefixes (`/api`, `/docs`, …). */
export function ownedByServer(pathname: string): boolean {
  return serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
