import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRequestOnRender } from './use-request-on-render.ts';

describe('useRequestOnRender', () => {
  it('asks before the component commits, and only once', async () => {
    const events: string[] = [];
    const queryFn = vi.fn(async () => {
      events.push('request');
      return 'answer';
    });
    const options = { queryKey: ['pay', 4], queryFn };
    function Pay() {
      useRequestOnRender(options);
      const pay = useQuery(options);
      useEffect(() => {
        events.push('committed');
      }, []);
      return <p>{pay.data ?? 'loading'}</p>;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Pay />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('answer')).toBeTruthy();
    rerender(
      <QueryClientProvider client={client}>
        <Pay />
      </QueryClientProvider>,
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(events.slice(0, 2)).toEqual(['request', 'committed']);
  });
});
