import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { operationIds } from './openapi-operation-ids.ts';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let document: Document;

const operation = (method: string, path: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in /openapi.json`);
  return found;
};

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://sales.example.org' });
  document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<Document>();
});

afterAll(async () => {
  await t.close();
});

describe('/openapi.json', () => {
  it('names the configured public URL as its server', () => {
    expect(document.servers).toEqual([
      { url: 'https://sales.example.org', description: expect.any(String) },
    ]);
  });

  it('takes every operationId from the table, and the table names no route that is gone', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, { operationId }]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operationId,
      })),
    );
    expect(documented.filter(({ key, operationId }) => operationIds[key] !== operationId)).toEqual(
      [],
    );
    const keys = new Set(documented.map(({ key }) => key));
    expect(Object.keys(operationIds).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents the credential each route’s config asks for', () => {
    expect(operation('post', '/api/auth/login').security).toEqual([]);
    expect(operation('get', '/api/users').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/api/metrics/users/{id}').security).toEqual([
      { bearerAuth: [] },
      { shareToken: [] },
      { apiKey: ['metrics:read'] },
    ]);
    expect(operation('post', '/api/transactions').security).toEqual([
      { bearerAuth: [] },
      { apiKey: ['records:write'] },
    ]);
    expect(operation('get', '/api/shares/resolve').security).toEqual([{ shareToken: [] }]);
  });

  it('documents the errors of the server’s own layers with the envelope', () => {
    const envelope = {
      'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
    };
    const login = operation('post', '/api/auth/login').responses;
    expect(Object.keys(login).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '429',
      '500',
      '503',
    ]);
    const me = operation('get', '/api/auth/me').responses;
    expect(Object.keys(me).sort()).toEqual(['200', '400', '401', '403', '429', '500', '503']);
    for (const [status, answer] of Object.entries({ ...login, ...me })) {
      if (status === '200') continue;
      expect(answer.content, status).toEqual(envelope);
      expect(answer.description, status).not.toBe('Default Response');
    }
  });

  it.each([
    ['an import upload, which streams its file to disk', 'post', '/api/imports', 'Body over 50 MB'],
    [
      'a webhook delivery, with a route limit of its own',
      'post',
      '/api/hooks/{id}',
      'Body over 256 KiB',
    ],
    ['any other body', 'post', '/api/auth/login', 'Body over 1 MiB'],
  ])('says the 413 of %s at the limit it enforces', (_label, method, path, description) => {
    expect(operation(method, path).responses['413']?.description).toBe(description);
  });
});
