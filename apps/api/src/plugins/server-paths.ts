/** Paths the server owns; everything else that no route serves belongs to the SPA. */
const serverPrefixes = ['/api', '/socket.io', '/docs', '/openapi.json', '/health', '/config.json'];

/**
 * The decoded path of a request target, without query: what the router matched on, not the
 * raw text (`/%61pi/users/1` is `/api/users/1`; an absolute-form `http://host/api/…` is
 * `/api/…`). Undecodable text is kept as it is.
 */
export function requestPathname(url: string): string {
  const relative = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '') || '/';
  const pathname = relative.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** True for a path under one of the server's own prefixes (`/api`, `/docs`, …). */
export function ownedByServer(pathname: string): boolean {
  return serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
