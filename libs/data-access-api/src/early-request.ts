import type { ApiClient } from './create-api-client.ts';

type Early = { at: number; body: Promise<unknown> };

const sent = new WeakMap<ApiClient, Map<string, Early>>();

const keyOf = (path: string, searchParams: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(searchParams).map(([k, v]) => [k, String(v)]))}`;

/**
 * Sends a GET now whose answer a query reads a moment later, once its code has loaded: a route's
 * loader starts the request a lazily loaded screen will make, without loading that screen's
 * schemas first. The query's fetch takes the answer with {@link takeEarly}; a second send of the
 * same call while one waits is left out.
 */
export function sendEarly(
  api: ApiClient,
  path: string,
  searchParams: Record<string, string | number>,
): void {
  const calls = sent.get(api) ?? new Map<string, Early>();
  sent.set(api, calls);
  const key = keyOf(path, searchParams);
  if (calls.has(key)) return;
  const body = api.get(path, { searchParams }).json();
  // Whoever takes it sees the failure; nobody taking it must not be an unhandled rejection.
  body.catch(() => undefined);
  calls.set(key, { at: Date.now(), body });
}

/**
 * The answer of an early GET of the same call, once: later fetches ask the server again, and so
 * does one that comes after `maxAgeMs` (the answer may be stale by then).
 * @returns the pending or settled JSON body, or undefined when none was sent
 */
export function takeEarly(
  api: ApiClient,
  path: string,
  searchParams: Record<string, string | number>,
  maxAgeMs = 10_000,
): Promise<unknown> | undefined {
  const calls = sent.get(api);
  const key = keyOf(path, searchParams);
  const early = calls?.get(key);
  calls?.delete(key);
  return early && Date.now() - early.at <= maxAgeMs ? early.body : undefined;
}
