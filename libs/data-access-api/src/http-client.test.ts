import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError, TimeoutError, type DownloadProgress } from './http-client.ts';

function setup(answer: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (request: Request) => answer(request));
  const client = createHttpClient({
    prefix: 'http://localhost/api/',
    fetch: fetchMock as unknown as typeof fetch,
  });
  const sent = () => fetchMock.mock.calls.at(-1)?.[0] as Request;
  return { client, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttpClient', () => {
  it.each([
    [{ a: 1, b: undefined, c: 'x y', d: false }, 'http://localhost/api/items?a=1&c=x+y&d=false'],
    [new URLSearchParams({ page: '2' }), 'http://localhost/api/items?page=2'],
    ['q=1', 'http://localhost/api/items?q=1'],
    [{ only: undefined }, 'http://localhost/api/items'],
  ])('joins the prefix, the path and the query %j', async (searchParams, url) => {
    const { client, sent } = setup(() => json({}));
    await client.get('/items', { searchParams }).json();
    expect(sent().url).toBe(url);
  });

  it('sends JSON with its content type, and asks for JSON when reading it', async () => {
    const { client, sent } = setup(() => json({ ok: true }));
    await expect(client.post('items', { json: { name: 'A' } }).json()).resolves.toEqual({
      ok: true,
    });
    expect(sent().method).toBe('POST');
    expect(sent().headers.get('content-type')).toBe('application/json');
    expect(sent().headers.get('accept')).toBe('application/json');
    expect(await sent().text()).toBe('{"name":"A"}');
  });

  it('reads an empty body as undefined, not a parse error', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('items/1').json()).resolves.toBeUndefined();
  });

  it('throws HttpError with the parsed body of a JSON error, and the text of another', async () => {
    const jsonError = await setup(() => json({ message: 'No' }, 400))
      .client.get('x')
      .json()
      .catch((error: unknown) => error);
    expect(jsonError).toBeInstanceOf(HttpError);
    expect((jsonError as HttpError).response.status).toBe(400);
    expect((jsonError as HttpError).data).toEqual({ message: 'No' });
    const textError = await setup(() => new Response('Bad gateway', { status: 502 }))
      .client.get('x')
      .catch((error: unknown) => error);
    expect((textError as HttpError).data).toBe('Bad gateway');
  });

  it('gives up after the timeout with a TimeoutError', async () => {
    const { client } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('', 'AbortError')),
          ),
        ),
    );
    await expect(client.get('slow', { timeout: 20 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it("leaves the caller's own cancel an abort, never passed to beforeError", async () => {
    const beforeError = vi.fn((error: Error) => error);
    const client = createHttpClient({
      prefix: 'http://localhost',
      fetch: ((request: Request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('cancelled', 'AbortError')),
          ),
        )) as unknown as typeof fetch,
      beforeError,
    });
    const controller = new AbortController();
    const call = client.get('x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(beforeError).not.toHaveBeenCalled();
  });

  it('reports download progress against the announced length', async () => {
    const { client } = setup(
      () => new Response('abcdefghij', { headers: { 'content-length': '10' } }),
    );
    const progress: DownloadProgress[] = [];
    const text = await client
      .get('file', { onDownloadProgress: (step) => progress.push(step) })
      .text();
    expect(text).toBe('abcdefghij');
    expect(progress[0]).toEqual({ percent: 0, transferredBytes: 0, totalBytes: 10 });
    expect(progress.at(-1)).toEqual({ percent: 1, transferredBytes: 10, totalBytes: 10 });
  });

  it('lets afterResponse answer with a resend carrying new headers', async () => {
    const fetchMock = vi.fn(async (request: Request) =>
      request.headers.get('authorization') === 'Bearer new' ? json({ ok: 1 }) : json({}, 401),
    );
    const client = createHttpClient({
      prefix: 'http://localhost',
      fetch: fetchMock as unknown as typeof fetch,
      afterResponse: async (_request, response, resend) =>
        response.status === 401 ? resend({ authorization: 'Bearer new' }) : undefined,
    });
    await expect(client.put('x', { json: { a: 1 } }).json()).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await (fetchMock.mock.calls[1]?.[0] as Request).text()).toBe('{"a":1}');
  });
});
