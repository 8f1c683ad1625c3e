import type { Readable } from 'node:stream';
import {
  commitImportRequestSchema,
  idParamsSchema,
  importBatchListSchema,
  importColumnsSchema,
  importBatchSchema,
  importPreviewSchema,
  maxImportFileBytes,
  previewImportRequestSchema,
  successEnvelope,
  uploadedImportSchema,
  uploadImportQuerySchema,
} from '@salesdash/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
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

/**
 * The caller, once the policy lets them import (admins, and API keys with the import scope); to
 * land or undo an import (`import.commit`), keys need the import:commit scope instead.
 */
function importer(
  principal: Principal | null,
  action: 'import.manage' | 'import.commit' = 'import.manage',
) {
  const actor = requireActor(principal);
  authorize(principal, action, {
    kind: 'organization',
    organizationId: actor.organizationId,
  });
  return actor;
}

/**
 * Spreadsheet import (docs/decisions/0056-spreadsheet-import-reading-and-row-rules.md): upload a
 * file (`POST /api/imports`, the file as the body), read its mapping and preview every row
 * (`POST /api/imports/:id/preview`), commit it in the background (`…/commit`, `…/resume`,
 * progress on `GET /api/imports/:id`), undo it, download its rejected rows, the history, and
 * discarding an upload (docs/decisions/0057-import-commit-and-undo.md).
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file streams to disk as it arrives (never whole in memory): the body is the request.
  app.addContentTypeParser(fileTypes, (_request, payload, done) => done(null, payload));

  app.post(
    '/api/imports',
    {
      // The file streams to disk and is counted there (import-files.ts), not by Fastify.
      config: { apiKey: 'import', uploadLimitBytes: maxImportFileBytes },
      schema: {
        tags: ['imports'],
        summary: `Upload a CSV or .xlsx of payments as the request body (text/csv or the .xlsx type; at most ${maxImportFileBytes / 1024 / 1024} MB): the file is read whole, the columns, a first mapping and a workbook's sheets come back; a sheet is named in any case, and a missing one or one whose first row names no columns is refused with 400 whose \`choices\` are the workbook's sheets; a file past a reading limit (1,000 columns, 32,767 characters in a cell, a workbook inflating past its size…) is refused with 400 naming it; nothing is stored yet (admin)`,
        querystring: uploadImportQuerySchema,
        response: {
          201: successEnvelope(uploadedImportSchema),
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

  app.get(
    '/api/imports/:id/columns',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary:
          'What each column of an upload holds, read once through the file: its first three values, and each distinct value with the rows holding it (up to 200 a column), to map a file’s own words to a field’s values (admin)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(importColumnsSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = importer(request.principal);
      return ok(await app.importService.columns(actor.organizationId, request.params.id));
    },
  );

  app.post(
    '/api/imports/:id/preview',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary:
          'Read every row of an upload with a mapping (columns, fields with the same value for every row, the file’s values mapped to a field’s): the first rows as they will be stored, the counts, each row’s broken rules (column and rule) and the names to resolve; the mapping is kept for files of these columns, the name choices with the upload (admin)',
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
        await app.importService.preview(actor.organizationId, request.params.id, request.body),
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

  app.post(
    '/api/imports/:id/commit',
    {
      config: { apiKey: 'import:commit' },
      schema: {
        tags: ['imports'],
        summary:
          'Land an upload with a mapping and the resolutions of its unmatched names: 202 with the import committing in the background, in chunks; follow it on GET /api/imports/:id (admin)',
        params: idParamsSchema,
        body: commitImportRequestSchema,
        response: {
          202: successEnvelope(importBatchSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const actor = importer(request.principal, 'import.commit');
      const batch = await app.importService.commit(actor, request.params.id, request.body);
      return reply.code(202).send(ok(batch));
    },
  );

  app.post(
    '/api/imports/:id/resume',
    {
      config: { apiKey: 'import:commit' },
      schema: {
        tags: ['imports'],
        summary:
          'Continue a partial import (a commit that stopped) after the last row that landed: 202, committing again (admin)',
        params: idParamsSchema,
        response: {
          202: successEnvelope(importBatchSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const actor = importer(request.principal, 'import.commit');
      return reply.code(202).send(ok(await app.importService.resume(actor, request.params.id)));
    },
  );

  app.post(
    '/api/imports/:id/undo',
    {
      config: { apiKey: 'import:commit' },
      schema: {
        tags: ['imports'],
        summary:
          'Undo a finished or partial import in one transaction: what it created goes, what it updated is restored, the commission it paid is reversed; 409 naming the rows changed since (admin)',
        params: idParamsSchema,
        response: {
          200: successEnvelope(importBatchSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = importer(request.principal, 'import.commit');
      return ok(await app.importService.undo(actor.organizationId, request.params.id));
    },
  );

  app.get(
    '/api/imports/:id/rejected.csv',
    {
      config: { apiKey: 'import' },
      schema: {
        tags: ['imports'],
        summary:
          'The rejected rows of a committed import as CSV: the file’s columns, the row number and why each did not land, to fix and upload again (admin)',
        params: idParamsSchema,
        produces: ['text/csv'],
        response: {
          200: z.string(),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const actor = importer(request.principal);
      const batch = await app.importService.get(actor.organizationId, request.params.id);
      const stem = batch.file_name.replace(/\.(csv|xlsx)$/i, '').replace(/[^\w.-]+/g, '-');
      const csv = await app.importService.rejectedCsv(actor.organizationId, request.params.id);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${stem}-rejected.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (no serializer); the 200 schema documents the text.
          .send(csv as unknown as string)
      );
    },
  );
};
