import { describe, expect, it, vi } from 'vitest';
import { sendEarly, takeEarly } from './early-request.ts';
import { createFakeApiClient, success } from './testing/index.ts';

describe('sendEarly / takeEarly', () => {
  it('asks once, and the fetch that takes the answer asks no more', async () => {
    const { api, requests } = createFakeApiClient({ 'GET commission': success({ pay: 1 }) });
    sendEarly(api, 'commission', { user_id: 4 });
    sendEarly(api, 'commission', { user_id: 4 });
    await expect(takeEarly(api, 'commission', { user_id: 4 })).resolves.toEqual({
      status: 'success',
      data: { pay: 1 },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.get('user_id')).toBe('4');
    expect(takeEarly(api, 'commission', { user_id: 4 })).toBeUndefined();
  });

  it('gives nothing for another call, another client, or an answer too old', () => {
    vi.useFakeTimers();
    try {
      const { api } = createFakeApiClient({ 'GET commission': success({}) });
      const other = createFakeApiClient({ 'GET commission': success({}) }).api;
      sendEarly(api, 'commission', { user_id: 4 });
      expect(takeEarly(api, 'commission', { user_id: 5 })).toBeUndefined();
      expect(takeEarly(other, 'commission', { user_id: 4 })).toBeUndefined();
      vi.advanceTimersByTime(10_001);
      expect(takeEarly(api, 'commission', { user_id: 4 })).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
