/** A query string: a ready one, or fields whose `undefined` values are left out. */
export type SearchParamsInit =
  string | URLSearchParams | Record<string, string | number | boolean | null | undefined>;

/** How much of a download has arrived; `totalBytes` is 0 while the server has not said. */
export type DownloadProgress = { percent: number; transferredBytes: number; totalBytes: number };

/** What one call may carry. */
export type RequestOptions = {
  /** Sent as JSON, with its content type. */
  json?: unknown;
  /** Sent as it is (a picture, a form). */
  body?: BodyInit | null;
  searchParams?: SearchParamsInit;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Milliseconds until the response's headers, else a {@link TimeoutError}; 10 s by default. */
  timeout?: number | false;
  credentials?: RequestCredentials;
  onDownloadProgress?: (progress: DownloadProgress) => void;
};

/** A call's response, with its body read in the form asked for. */
export type ResponsePromise = Promise<Response> & {
  json: <T = unknown>() => Promise<T>;
  text: () => Promise<string>;
  blob: () => Promise<Blob>;
  arrayBuffer: () => Promise<ArrayBuffer>;
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

/** Calls relative to the client's prefix: `api.get('auth/me').json()`. */
export type HttpClient = Record<
  Method,
  (path: string, options?: RequestOptions) => ResponsePromise
>;

/** A response outside 2xx; `data` is its body, parsed when it is JSON. */
export class HttpError extends Error {
  override name = 'HTTPError';
  constructor(
    readonly response: Response,
    readonly request: Request,
    readonly data: unknown,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
  }
}

/** No response within the call's timeout. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
  }
}

export type HttpClientSetup = {
  /** Prepended to every path, e.g. `/api` or `https://api.example.com/api`. */
  prefix: string;
  fetch: typeof fetch;
  /** Adds what every request carries (a token) just before it is sent, each time it is sent. */
  beforeRequest?: (request: Request) => void;
  /**
   * Sees each response first and may answer another one instead: `resend` sends the same call
   * again with `headers` set on it (a new token after a renewal).
   */
  afterResponse?: (
    request: Request,
    response: Response,
    resend: (headers: Record<string, string>) => Promise<Response>,
  ) => Promise<Response | void>;
  /** Turns what the call threw (an {@link HttpError}, a timeout, a failed fetch) into what callers see. */
  beforeError?: (error: Error) => Error;
};

const defaultTimeoutMs = 10_000;

const acceptOf = {
  json: 'application/json',
  text: 'text/*',
  blob: '*/*',
  arrayBuffer: '*/*',
} as const;

function urlOf(prefix: string, path: string, searchParams: SearchParamsInit | undefined): string {
  const url = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (searchParams === undefined) return url;
  const query =
    typeof searchParams === 'string' || searchParams instanceof URLSearchParams
      ? new URLSearchParams(searchParams)
      : new URLSearchParams(
          Object.entries(searchParams).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        );
  const text = query.toString();
  return text === '' ? url : `${url}?${text}`;
}

/** The body read through a counter, reporting each chunk as it arrives. */
function withProgress(response: Response, report: (progress: DownloadProgress) => void): Response {
  if (!response.body) return response;
  const totalBytes = Number(response.headers.get('content-length')) || 0;
  let transferredBytes = 0;
  const progress = () =>
    report({
      percent: totalBytes > 0 ? Math.min(1, transferredBytes / totalBytes) : 0,
      transferredBytes,
      totalBytes,
    });
  progress();
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        transferredBytes += chunk.byteLength;
        progress();
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function errorData(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  if (!/[/+]json\b/.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A small fetch client with the calls, hooks and errors this app uses: a JSON body, a query
 * string, a timeout, download progress, and an error for any status outside 2xx. It replaced ky,
 * which was 8.9 kB of every page's first load for the same few features
 * (docs/decisions/0050-own-fetch-client.md).
 * @param setup - the prefix, the fetch and the hooks
 */
export function createHttpClient(setup: HttpClientSetup): HttpClient {
  const call = (method: string, path: string, options: RequestOptions = {}): ResponsePromise => {
    let accept: string | undefined;
    const { json, body, searchParams, signal, timeout = defaultTimeoutMs, credentials } = options;
    const url = urlOf(setup.prefix, path, searchParams);

    let sent: Request | undefined;
    const send = async (extraHeaders: Record<string, string> = {}): Promise<Response> => {
      signal?.throwIfAborted();
      const headers = new Headers(options.headers);
      if (json !== undefined && !headers.has('content-type')) {
        headers.set('content-type', 'application/json');
      }
      if (accept && !headers.has('accept')) headers.set('accept', accept);
      const controller = new AbortController();
      const request = new Request(url, {
        method: method.toUpperCase(),
        headers,
        body: json === undefined ? (body ?? null) : JSON.stringify(json),
        signal: controller.signal,
        ...(credentials ? { credentials } : {}),
      });
      setup.beforeRequest?.(request);
      for (const [name, value] of Object.entries(extraHeaders)) request.headers.set(name, value);
      sent = request;
      let timedOut = false;
      const timer =
        timeout === false
          ? undefined
          : setTimeout(() => {
              timedOut = true;
              controller.abort();
            }, timeout);
      const forwardAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', forwardAbort, { once: true });
      try {
        return await setup.fetch(request);
      } catch (error) {
        if (timedOut) throw new TimeoutError(request);
        throw error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', forwardAbort);
      }
    };

    const run = async (): Promise<Response> => {
      try {
        // Sent a tick later, so that `.json()` and the other readers can set the Accept header.
        await Promise.resolve();
        const first = await send();
        const response = (await setup.afterResponse?.(sent as Request, first, send)) ?? first;
        // `sent` is the request that got this response: the resend's, when there was one.
        if (!response.ok) throw new HttpError(response, sent as Request, await errorData(response));
        return options.onDownloadProgress
          ? withProgress(response, options.onDownloadProgress)
          : response;
      } catch (error) {
        // The caller's own cancel (React Query's) stays an abort, not a failed request.
        if (signal?.aborted || !(error instanceof Error)) throw error;
        throw setup.beforeError ? setup.beforeError(error) : error;
      }
    };

    const result = run() as ResponsePromise;
    // An unread failure must not surface as an unhandled rejection of this base promise when the
    // caller only awaits one of the body readers below.
    result.catch(() => undefined);
    for (const kind of ['json', 'text', 'blob', 'arrayBuffer'] as const) {
      Object.defineProperty(result, kind, {
        value: async () => {
          accept ??= acceptOf[kind];
          const response = await result;
          if (kind !== 'json') return response[kind]();
          const text = await response.text();
          return text === '' ? undefined : (JSON.parse(text) as unknown);
        },
      });
    }
    return result;
  };

  return {
    get: (path, options) => call('get', path, options),
    post: (path, options) => call('post', path, options),
    put: (path, options) => call('put', path, options),
    patch: (path, options) => call('patch', path, options),
    delete: (path, options) => call('delete', path, options),
    head: (path, options) => call('head', path, options),
  };
}
