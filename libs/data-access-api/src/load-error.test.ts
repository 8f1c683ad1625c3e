import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { LoadError, loadOrThrow } from './load-error.ts';

describe('loadOrThrow', () => {
  it('answers what the load answers', async () => {
    await expect(loadOrThrow('Failed to load Metrics', async () => 42)).resolves.toBe(42);
  });

  it('names the failure as the product words it and keeps the API error as its cause', async () => {
    const cause = new ApiError({ message: 'Not found', code: 'not-found', status: 404 });
    const error = await loadOrThrow('Failed to load Commision History', () =>
      Promise.reject(cause),
    ).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(LoadError);
    expect(error).toMatchObject({ message: 'Failed to load Commision History', cause });
  });
});
