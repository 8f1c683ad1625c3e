import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentedOperations,
  operationKey,
  type OpenApiPaths,
} from '../security-matrix/matrix-coverage.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

/*
 * One hop from a URL to its handler (docs/architecture.md, "URL → module"): every documented
 * path is declared in the module folder its URL names. The declaring file is read off the call
 * stack when Fastify announces the route: its outermost frame inside src/ is the route plugin
 * avvio ran, so a helper that declares routes for several modules (sales-lists/list-route.ts)
 * is seen through to the module that called it.
 */

/**
 * The literal segments of a path before its first parameter, without the `/api` prefix and
 * without a file extension (`/config.json` → `config`): `/api/a/b/{id}/c` → `a`, `b`.
 */
function literalSegments(url: string): string[] {
  const segments = url.split('/').filter((segment) => segment !== '');
  const firstParameter = segments.findIndex((segment) => /^[{:]/.test(segment));
  const literal = firstParameter === -1 ? segments : segments.slice(0, firstParameter);
  return (literal[0] === 'api' ? literal.slice(1) : literal).map((segment) =>
    segment.replace(/\.[a-z]+$/, ''),
  );
}

/**
 * Why `file` (relative to src/) may not declare `url`, or undefined when it may: its folder
 * must be `modules/` followed by one or more of the path's literal segments, in order.
 */
function routeFolderProblem(url: string, file: string): string | undefined {
  const folder = path.posix.dirname(file.split(path.sep).join('/')).split('/');
  const literal = literalSegments(url);
  if (folder[0] !== 'modules' || folder.length < 2) return `declared in ${file}, outside a module`;
  const module = folder.slice(1);
  const named = module.every((segment, index) => segment === literal[index]);
  if (named) return undefined;
  const expected = literal.map((_, index) => `modules/${literal.slice(0, index + 1).join('/')}/`);
  return `declared in ${file}; expected under ${expected.join(' or ')}`;
}

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = fileURLToPath(import.meta.url);
const framePath = /\(?((?:\/|[A-Za-z]:\\)[^():]+\.ts):\d+:\d+\)?$/;

/** The outermost file under src/ on the current call stack, relative to src/. */
function declaringFile(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = Number.POSITIVE_INFINITY;
  const stack = new Error('where').stack ?? '';
  Error.stackTraceLimit = limit;
  const files = stack
    .split('\n')
    .map((line) => framePath.exec(line.trim())?.[1])
    .filter((file): file is string => file !== undefined)
    .filter((file) => file.startsWith(sourceRoot + path.sep) && file !== thisFile)
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
  const outermost = files.at(-1);
  return outermost === undefined ? undefined : path.relative(sourceRoot, outermost);
}

/** `METHOD /path` in OpenAPI spelling (`{id}`), as Fastify's `:id` becomes in the document. */
const key = (method: string, url: string) => operationKey(method, url.replace(/:(\w+)/g, '{$1}'));

let t: TestApp;
/** Every operation of `/openapi.json`, as `METHOD /path`. */
let documented: string[];
const declaredIn = new Map<string, string | undefined>();

beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const file = declaringFile();
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) declaredIn.set(key(method, route.url), file);
      },
    },
  );
  documented = documentedOperations(
    (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiPaths>(),
  );
  // Building the whole app with a stack read per route, beside another test file on 2 cores.
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the module folder of every route is named by its URL', () => {
  it('reads the declaring file of every documented operation', () => {
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((operation) => declaredIn.get(operation) === undefined)).toEqual([]);
  });

  it('declares every documented path, and every /api route, in modules/<a prefix of its path>/', () => {
    const apiRoutes = [...declaredIn.keys()].filter((operation) => / \/api(\/|$)/.test(operation));
    const problems = [...new Set([...documented, ...apiRoutes])]
      .filter((operation) => !operation.startsWith('HEAD '))
      .map((operation) => {
        const url = operation.slice(operation.indexOf(' ') + 1);
        const problem = routeFolderProblem(url, declaredIn.get(operation) ?? '(unknown file)');
        return problem === undefined ? undefined : `${operation}: ${problem}`;
      })
      .filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });
});

describe('routeFolderProblem', () => {
  it.each([
    ['/api/transactions/status/{id}', 'modules/transactions/status/routes.ts'],
    ['/api/transactions/status/{id}', 'modules/transactions/routes.ts'],
    ['/api/products/{id}/users', 'modules/products/team-routes.ts'],
    ['/api/metrics/users/leaderboard', 'modules/metrics/users/leaderboard/routes.ts'],
    ['/health/ready', 'modules/health/routes.ts'],
    ['/config.json', 'modules/config/routes.ts'],
  ])('accepts %s in %s', (url, file) => {
    expect(routeFolderProblem(url, file)).toBeUndefined();
  });

  it.each([
    ['/api/webhook-endpoints', 'modules/webhooks/routes.ts'],
    ['/api/metrics/users/leaderboard', 'modules/metrics/leaderboard/routes.ts'],
    ['/api/transactions/product-history/{id}', 'modules/transactions/history/routes.ts'],
    ['/api/products/{id}/users', 'modules/products/users/routes.ts'],
    ['/api/products', 'modules/routes.ts'],
    ['/api/products', 'plugins/products.ts'],
    ['/config.json', 'modules/health/routes.ts'],
  ])('refuses %s in %s', (url, file) => {
    expect(routeFolderProblem(url, file)).toBeDefined();
  });
});
