import { describe, expect, it } from 'vitest';
import { apiOperations, matrixCoverage } from './matrix-coverage.ts';

const document = {
  paths: {
    '/api/users/{id}': { get: {}, patch: {}, parameters: [] },
    '/api/new-thing': { post: {} },
    '/health': { get: {} },
  },
};

describe('matrix coverage', () => {
  it('lists only /api operations, by method and OpenAPI path', () => {
    expect(apiOperations(document)).toEqual([
      'GET /api/users/{id}',
      'PATCH /api/users/{id}',
      'POST /api/new-thing',
    ]);
  });

  it('names a new route without an entry, an entry without a route and a duplicate', () => {
    const coverage = matrixCoverage(apiOperations(document), [
      { method: 'GET', path: '/api/users/{id}' },
      { method: 'PATCH', path: '/api/users/{id}' },
      { method: 'PATCH', path: '/api/users/{id}' },
      { method: 'DELETE', path: '/api/gone' },
    ]);
    expect(coverage).toEqual({
      missing: ['POST /api/new-thing'],
      stale: ['DELETE /api/gone'],
      duplicated: ['PATCH /api/users/{id}'],
    });
  });
});
