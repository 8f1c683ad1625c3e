import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../testing/build-test-app.ts';
import {
  asText,
  fuzzOperations,
  mutationsOf,
  validValue,
  type FuzzOperation,
  type JsonSchema,
} from './input-fuzz.ts';

/*
 * Schema fuzz: every /api operation of /openapi.json gets, field by field, values its schema
 * must refuse (ids just above 2^31 − 1, NUL characters, over-long text, other spellings of
 * numbers, wrong types). Each must answer 400 in the envelope naming that field: never a 500,
 * never accepted. A new route is fuzzed as soon as it is in the document.
 */

let t: TestApp;
let admin: TestUser;
let operations: FuzzOperation[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    rateLimitMax: 1_000_000,
    loginRateLimitPerIp: 1_000_000,
    loginFailuresPerIp: 1_000_000,
    resetRateLimitPerIp: 1_000_000,
    resetRateLimitPerEmail: 1_000_000,
  });
  admin = await t.createUser({ access: 2 });
  const document = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  operations = fuzzOperations(document.json());
}, 60_000);

afterAll(async () => {
  await t.close();
});

type Part = { path: Record<string, string>; query: Record<string, string>; body?: unknown };

/** A request every schema accepts: the baseline each case changes one field of. */
function baseline(operation: FuzzOperation): Part {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' || parameter.required) {
      (parameter.in === 'path' ? path : query)[parameter.name] = asText(
        validValue(parameter.schema, parameter.name),
      );
    }
  }
  return { path, query, body: operation.body ? validValue(operation.body) : undefined };
}

function requestOf(operation: FuzzOperation, part: Part): InjectOptions {
  const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(part.path[name] ?? ''),
  );
  return {
    method: operation.method as InjectOptions['method'],
    url,
    query: part.query,
    ...(part.body === undefined ? {} : { payload: part.body as InjectOptions['payload'] }),
  };
}

type Case = [string, FuzzOperation, string, Part, 400 | 414];

/** Every (operation, field, bad value) case. */
function casesOf(operation: FuzzOperation): Case[] {
  const cases: Case[] = [];
  const base = baseline(operation);
  for (const parameter of operation.parameters) {
    for (const { label, value, status } of mutationsOf(parameter.schema, parameter.in)) {
      const part: Part = { ...base, path: { ...base.path }, query: { ...base.query } };
      (parameter.in === 'path' ? part.path : part.query)[parameter.name] = asText(value);
      const name = `${parameter.in} ${parameter.name}: ${label}`;
      cases.push([name, operation, parameter.name, part, status]);
    }
  }
  const properties = operation.body?.properties ?? {};
  for (const [name, schema] of Object.entries(properties)) {
    for (const { label, value, status } of mutationsOf(schema as JsonSchema)) {
      const body = { ...(base.body as Record<string, unknown>), [name]: value };
      cases.push([`body ${name}: ${label}`, operation, name, { ...base, body }, status]);
    }
  }
  return cases;
}

describe('schema fuzz of /openapi.json', () => {
  it('finds the operations and their fields', () => {
    expect(operations.length).toBeGreaterThan(20);
    const cases = operations.flatMap(casesOf);
    expect(cases.some(([label]) => label.includes('just above 2^31'))).toBe(true);
    expect(cases.some(([label]) => label.includes('NUL'))).toBe(true);
  });

  it('answers 400 naming the field (414 for an over-long path) for every value a schema must refuse', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const [label, , field, part, status] of casesOf(operation)) {
        const response = await t.injectAs(admin, requestOf(operation, part));
        const body = response.json<{ status?: string; message?: string }>();
        const named = status === 414 || (body.message?.startsWith(`${field}:`) ?? false);
        if (response.statusCode !== status || body.status !== 'error' || !named) {
          failures.push(
            `${operation.method} ${operation.path} ${label} → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);

  it('answers 400 in the envelope for a body of the wrong JSON type', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.body)) {
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const response = await t.injectAs(admin, {
          ...requestOf(operation, baseline(operation)),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        if (response.statusCode !== 400 || response.json().status !== 'error') {
          failures.push(
            `${operation.method} ${operation.path} ${payload} → ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
