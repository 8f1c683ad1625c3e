import type { Readable } from 'node:stream';
import {
  idParamsSchema,
  importBatchListSchema,
  importBatchSchema,
  importPreviewSchema,
  maxImportFileBytes,
  previewImportRequestSchema,
  successEnvelope,
  uploadImportQuerySchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../errors/api-error.ts';
import { requireActor } from '../../plugins/auth.ts';
import { authorize } from '../../policy/authorize.ts';
import type { Principal } from '../../policy/principal.ts';
import { errorResponses, ok } from '../route-responses.ts';

/** The types an uploaded file may come as; its name's extension says which format it is. */
const fileTypes = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/** The caller, once the policy lets them import (admins, and API keys with the import scope). */
function importer(principal: Principal | null) {
  const actor = requireActor(principal);
  authorize(principal, 'import.manage', {
    kind: 'organization',
    organizationId: actor.organizationId,
  });
  return actor;
}

/**
 * Spreadsheet import (issue 33, decision 0056): upload a file (`POST /api/imports`, the file as
 * the body), read its mapping and preview every row (`POST /api/imports/:id/preview`), the
 * history, and discarding an upload. Committing and undoing come next.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file streams to disk as it arrives (never whole in memory): the body is the request.
  app.addContentTypeParser(fileTypes, (_request, payload, done) => done(null, payload));

  app.post(
    '/api/imports',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary: `Upload a CSV or .xlsx of payments as the request body (text/csv or the .xlsx type; at most ${maxImportFileBytes / 1024 / 1024} MB): the columns and a first mapping come back; nothing is stored yet (admin)`,
        querystring: uploadImportQuerySchema,
        response: {
          201: successEnvelope(importBatchSchema),
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      const actor = importer(request.principal);
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function') {
        throw fieldError(
          'body',
          `send the file as the request body, as ${fileTypes[0]} or an .xlsx`,
        );
      }
      const batch = await app.importService.upload(actor, request.query, body);
      return reply.code(201).send(ok(batch));
    },
  );

  app.get(
    '/api/imports',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary: 'The organization’s imports, newest first, with what each did (admin)',
        response: { 200: successEnvelope(importBatchListSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const actor = importer(request.principal);
      return ok({ imports: await app.importService.list(actor.organizationId) });
    },
  );

  app.get(
    '/api/imports/:id',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary: 'One import (admin)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(importBatchSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const actor = importer(request.principal);
      return ok(await app.importService.get(actor.organizationId, request.params.id));
    },
  );

  app.post(
    '/api/imports/:id/preview',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary:
          'Read every row of an upload with a mapping: the first rows as they will be stored, the counts, each row’s broken rules (column and rule) and the names to resolve; the mapping is kept for files of these columns (admin)',
        params: idParamsSchema,
        body: previewImportRequestSchema,
        response: {
          200: successEnvelope(importPreviewSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = importer(request.principal);
      return ok(
        await app.importService.preview(
          actor.organizationId,
          request.params.id,
          request.body.mapping,
        ),
      );
    },
  );

  app.delete(
    '/api/imports/:id',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary:
          'Discard an upload not committed: its file is deleted, the history keeps it (admin)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(importBatchSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = importer(request.principal);
      return ok(await app.importService.discard(actor.organizationId, request.params.id));
    },
  );
};
