import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { errorEnvelopeSchema } from '@salesdash/api-contract';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyLimit, describeBodyLimit } from '../body-limit.ts';
import { operationIds } from './openapi-operation-ids.ts';

// Named once under `components.schemas`; the provider writes a `$ref` wherever it is used. The
// global registry, the provider's own, holds the other routes' annotations too (the
// workbook's `format: binary`): a registry of our own would lose them.
z.globalRegistry.add(errorEnvelopeSchema, { id: 'ErrorEnvelope' });

/** What each error status means, whichever route answers it. */
const errorDescriptions: Readonly<Record<string, string>> = {
  400: 'Bad input: the message names the field at fault',
  401: 'Missing, invalid or expired credential',
  403: 'The caller may not do this',
  404: 'Not found, or not visible to the caller (both answer alike)',
  409: 'Conflicts with the current state',
  429: 'Too many requests: retry after the Retry-After header’s seconds',
  500: 'Internal error: a fixed message, never details',
  503: 'Unavailable: the database cannot be reached; retry after the Retry-After header’s seconds',
};

/**
 * Errors the server's own layers may answer on a route whatever its handler does: a NUL
 * character in any query key or value (input guard, so every route can say 400), no
 * credential (auth), a body over the limit, the rate limit, an internal error, a PostgreSQL
 * server that cannot be reached (error envelope, with Retry-After).
 */
function frameworkErrors(schema: FastifySchema, isPublic: boolean): number[] {
  return [
    400,
    ...(isPublic ? [] : [401]),
    ...(schema.body === undefined ? [] : [413]),
    429,
    500,
    503,
  ];
}

/** A route's path as the document writes it: `/api/users/:id` → `/api/users/{id}`. */
export const documentPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

type RouteConfig =
  { public?: boolean; share?: boolean; apiKey?: string; uploadLimitBytes?: number } | undefined;

/**
 * A route's 413, from the limit that route enforces: an upload's own (`uploadLimitBytes`),
 * else the route's `bodyLimit`, else the server's 1 MiB.
 */
const tooLargeDescription = (config: RouteConfig, routeBodyLimit: number | undefined): string =>
  `Body over ${describeBodyLimit(config?.uploadLimitBytes ?? routeBodyLimit ?? bodyLimit)}`;

/**
 * Completes each operation from what the server enforces, so the document cannot drift from
 * it: its `operationId` (openapi-operation-ids.ts), its security from the route's
 * `config` (none on public routes, a bearer token or a share link's `x-share-token` on share
 * routes, a bearer token otherwise, and an API key with the scope a route names, OpenAPI 3.1's
 * role list of the `apiKey` scheme; a route may narrow it in its schema), and every error status
 * with the error envelope.
 */
export const documentOperation: SwaggerTransform = (input) => {
  const { schema, route } = input;
  if (schema === undefined || schema.hide === true) return jsonSchemaTransform(input);
  const config = route.config as RouteConfig;
  const isPublic = config?.public === true;
  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  for (const status of frameworkErrors(schema, isPublic)) {
    response[status] ??= errorEnvelopeSchema;
  }
  const transformed = jsonSchemaTransform({ ...input, schema: { ...schema, response } });
  const documented = transformed.schema as FastifySchema & { response: Record<string, object> };
  for (const [status, answer] of Object.entries(documented.response)) {
    const description =
      status === '413' ? tooLargeDescription(config, route.bodyLimit) : errorDescriptions[status];
    if (description !== undefined) {
      documented.response[status] = { ...answer, description };
    }
  }
  const method = [route.method].flat()[0] ?? '';
  const operationId = operationIds[`${method} ${documentPath(input.url)}`];
  const keyScope = config?.apiKey;
  const security = isPublic
    ? []
    : (schema.security ?? [
        { bearerAuth: [] },
        ...(config?.share === true ? [{ shareToken: [] }] : []),
        ...(keyScope === undefined ? [] : [{ apiKey: [keyScope] }]),
      ]);
  return {
    url: transformed.url,
    schema: { ...documented, ...(operationId === undefined ? {} : { operationId }), security },
  };
};

/**
 * Adds the named schemas to `components.schemas`. The zod provider writes an input twin of
 * each (`ErrorEnvelopeInput`); the envelope is only ever answered, so the twin would be an
 * unused component.
 */
export const documentComponents: SwaggerTransformObject = (document) => {
  // A fresh object from the provider: removing from it changes nothing it keeps.
  const completed = jsonSchemaTransformObject(document);
  if ('components' in completed) delete completed.components?.schemas?.ErrorEnvelopeInput;
  return completed;
};
