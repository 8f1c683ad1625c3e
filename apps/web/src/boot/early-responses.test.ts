import { describe, expect, it, vi } from 'vitest';
import { earlyAwareFetch, earlyResponses, sendEarlyGet } from './early-responses.ts';

const url = 'http://app.test/api/auth/me';
const bearer = { authorization: 'Bearer one' };

function setup(now = 1_000) {
  const responses = earlyResponses({});
  const network = vi.fn(async () => new Response('early'));
  sendEarlyGet(responses, url, bearer, network, now);
  const later = vi.fn(async () => new Response('later'));
  return { responses, network, later };
}

describe('earlyAwareFetch', () => {
  it('answers the first identical GET with the early answer, and only the first', async () => {
    const { responses, later } = setup();
    const fetchFirst = earlyAwareFetch(responses, later, () => 2_000);
    const request = () => new Request(url, { headers: bearer });
    expect(await (await fetchFirst(request())).text()).toBe('early');
    expect(await (await fetchFirst(request())).text()).toBe('later');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another session', new Request(url, { headers: { authorization: 'Bearer two' } }), 2_000],
    ['no session', new Request(url), 2_000],
    ['another method', new Request(url, { method: 'POST', headers: bearer }), 2_000],
    ['another URL', new Request(`${url}?x=1`, { headers: bearer }), 2_000],
    ['an answer too old to trust', new Request(url, { headers: bearer }), 12_000],
  ])('asks the network for %s', async (_case, request, now) => {
    const { responses, later } = setup();
    const response = await earlyAwareFetch(responses, later, () => now)(request);
    expect(await response.text()).toBe('later');
  });

  it('gives up the wait when the caller aborts', async () => {
    const responses = earlyResponses({});
    sendEarlyGet(responses, url, bearer, () => new Promise<Response>(() => undefined), 0);
    const controller = new AbortController();
    const pending = earlyAwareFetch(
      responses,
      fetch,
      () => 0,
    )(new Request(url, { headers: bearer, signal: controller.signal }));
    controller.abort(new Error('timed out'));
    await expect(pending).rejects.toThrow('timed out');
  });

  it('keeps one map per page', () => {
    const page = {};
    expect(earlyResponses(page)).toBe(earlyResponses(page));
  });
});
