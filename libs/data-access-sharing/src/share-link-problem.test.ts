import { ApiError } from '@salesdash/data-access-api';
import { describe, expect, it } from 'vitest';
import { shareLinkProblem } from './share-link-problem.ts';

const apiError = (status: number, code: string) => new ApiError({ message: 'x', code, status });

describe('shareLinkProblem', () => {
  it.each([
    ['share-link-expired', 'expired'],
    ['share-link-revoked', 'revoked'],
    ['share-link-invalid', 'invalid'],
  ] as const)('reads %s as %s', (code, problem) => {
    expect(shareLinkProblem(apiError(401, code))).toBe(problem);
  });

  it('treats a 401 or 404 without a share code as an invalid link', () => {
    expect(shareLinkProblem(apiError(401, 'unauthorized'))).toBe('invalid');
    expect(shareLinkProblem(apiError(404, 'not-found'))).toBe('invalid');
  });

  it('leaves failures a retry may fix alone', () => {
    expect(shareLinkProblem(apiError(0, 'network-request-failed'))).toBeNull();
    expect(shareLinkProblem(apiError(500, 'internal'))).toBeNull();
    expect(shareLinkProblem(new Error('boom'))).toBeNull();
  });
});
