/**
 * Answers the boot script (boot.ts) asked for before the app's JavaScript arrived, handed to the
 * app's first identical request. The script runs from index.html's <head> while the framework
 * chunk downloads, so on a slow phone the first screen's session and redirect checks are
 * answered by the time the router asks (docs/decisions/0071-first-paint-before-javascript.md).
 */
export type EarlyResponses = Map<string, EarlyResponse>;

type EarlyResponse = {
  response: Promise<Response>;
  /** The `Authorization` header it went with: another session's request never takes it. */
  authorization: string | null;
  at: number;
};

/** Where the boot script leaves its requests for the app's bundle (one page, one map). */
const globalKey = '__salesdashEarlyResponses';

type EarlyHost = { [globalKey]?: EarlyResponses };

/** The page's early requests, made on first use. */
export function earlyResponses(host: object = globalThis): EarlyResponses {
  const target = host as EarlyHost;
  target[globalKey] ??= new Map();
  return target[globalKey];
}

/**
 * Sends a GET now for the app to take later with {@link earlyAwareFetch}.
 * @param url - absolute URL, as the app's request will have it
 */
export function sendEarlyGet(
  responses: EarlyResponses,
  url: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<Response> {
  const response = fetchImpl(url, { headers });
  // Nobody taking it (a redirect elsewhere, a changed config) must not be an unhandled rejection.
  response.catch(() => undefined);
  responses.set(`GET ${url}`, {
    response,
    authorization: headers['authorization'] ?? null,
    at: now,
  });
  return response;
}

/**
 * A fetch that answers a GET with the early answer to the same URL and credentials, once;
 * anything else, a second identical GET, and an answer older than `maxAgeMs` go to the network.
 */
export function earlyAwareFetch(
  responses: EarlyResponses,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
  maxAgeMs = 10_000,
): typeof fetch {
  return (input, init) => {
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init);
    if (request.method !== 'GET') return fetchImpl(request);
    const key = `${request.method} ${request.url}`;
    const early = responses.get(key);
    if (!early) return fetchImpl(request);
    responses.delete(key);
    if (
      now() - early.at > maxAgeMs ||
      early.authorization !== request.headers.get('authorization')
    ) {
      return fetchImpl(request);
    }
    // The caller's timeout or cancellation still ends the wait.
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(request.signal.reason);
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      early.response.then(resolve, reject).finally(() => {
        request.signal.removeEventListener('abort', abort);
      });
    });
  };
}
