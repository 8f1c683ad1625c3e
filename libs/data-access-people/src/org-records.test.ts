import { createFakeApiClient, failure } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orgUserQueryOptions } from './org-record-query-options.ts';

describe('single organization records', () => {
  it('passes a refusal on with the server’s message', async () => {
    const { api } = createFakeApiClient({
      'GET users/:id': failure(404, 'not-found', 'Not found'),
    });
    await expect(
      new QueryClient().fetchQuery({ ...orgUserQueryOptions(api, 9), retry: false }),
    ).rejects.toThrow('Not found');
  });
});
