import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopePlugin } from './error-envelope.ts';
import { jsonBodyParserPlugin } from './json-body-parser.ts';

/*
 * The parser on a bare server: Fastify's own JSON parsing, answers and limits, plus the depth
 * limit before parsing. What it means for real routes is in hostile-bodies.test.ts.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1000 });
  await app.register(jsonBodyParserPlugin);
  await app.register(errorEnvelopePlugin);
  app.post('/echo', async (request) => ({ body: request.body }));
  app.post('/small', { bodyLimit: 50 }, async (request) => ({ body: request.body }));
  // A plugin registered later gets the same parser; one that takes JSON its own way removes it.
  await app.register(async (scope) => {
    scope.post('/later', async (request) => ({ body: request.body }));
  });
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/raw', async (request) => ({ raw: request.body }));
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const notJson = "Body is not valid JSON but content-type is set to 'application/json'";
const tooDeep = 'body: nested deeper than 64 levels';

describe('jsonBodyParserPlugin', () => {
  it.each([
    ['JSON', '/echo', '{"a":[1,{"b":"c"}]}', 200, { body: { a: [1, { b: 'c' }] } }],
    ['64 levels', '/echo', arrays(64), 200, { body: JSON.parse(arrays(64)) as unknown }],
    ['65 levels', '/echo', arrays(65), 400, tooDeep],
    ['150 levels of objects', '/echo', `${'{"a":'.repeat(150)}1${'}'.repeat(150)}`, 400, tooDeep],
    ['65 levels to a plugin registered later', '/later', arrays(65), 400, tooDeep],
    ['a __proto__ key', '/echo', '{"__proto__":{"isAdmin":true}}', 400, notJson],
    ['a constructor.prototype key', '/echo', '{"constructor":{"prototype":{"x":1}}}', 400, notJson],
    ['malformed JSON', '/echo', '{"a":', 400, notJson],
    [
      'an empty body',
      '/echo',
      '',
      400,
      "Body cannot be empty when content-type is set to 'application/json'",
    ],
    [
      'over the server’s body limit',
      '/echo',
      `["${'x'.repeat(1000)}"]`,
      413,
      'Request body is too large',
    ],
    [
      'over the route’s body limit',
      '/small',
      `["${'x'.repeat(60)}"]`,
      413,
      'Request body is too large',
    ],
    ['a deep body to a scope with its own parser', '/raw', arrays(65), 200, { raw: arrays(65) }],
  ])('%s', async (_label, url, payload, status, expected) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload,
    });
    expect(response.statusCode).toBe(status);
    if (typeof expected === 'string') {
      expect(response.json()).toMatchObject({ status: 'error', message: expected });
    } else {
      expect(response.json()).toEqual(expected);
    }
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  });
});
