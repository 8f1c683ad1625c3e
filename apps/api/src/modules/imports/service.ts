import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  importMappingProblems,
  maxImportFileBytes,
  maxPreviewProblems,
  previewRowCount,
  type ImportBatch,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportUnmatchedName,
  type UploadImportQuery,
} from '@salesdash/api-contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { importBatches, importMappings, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { organizationTodaySql } from '../../domain/organization-timezone.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { ApiError, fieldError, notFound } from '../../errors/api-error.ts';
import { guessMapping } from './guess-mapping.ts';
import type { Cell } from './spreadsheet/cell.ts';
import { readSpreadsheet, type SpreadsheetFormat } from './spreadsheet/read-spreadsheet.ts';
import { MissingSheetError } from './spreadsheet/read-xlsx.ts';
import type { ImportLookups } from './rows/row-read.ts';
import { transactionRowFrom } from './rows/transaction-row.ts';

export type ImportService = {
  /** Stores an uploaded file and its first mapping (the saved one for these headers, or a guess). */
  upload(
    actor: { organizationId: number; userId: number },
    query: UploadImportQuery,
    body: Readable,
  ): Promise<ImportBatch>;
  list(organizationId: number): Promise<ImportBatch[]>;
  get(organizationId: number, importBatchId: number): Promise<ImportBatch>;
  /** Reads the whole file with `mapping` (kept for the batch and for files of these headers). */
  preview(
    organizationId: number,
    importBatchId: number,
    mapping: ImportMapping,
  ): Promise<ImportPreview>;
  /** Drops an upload not committed: its file goes, its row stays in the history. */
  discard(organizationId: number, importBatchId: number): Promise<ImportBatch>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    importService: ImportService;
  }
}

/** Thrown while an upload streams in, once it passes `maxImportFileBytes`. */
function fileTooLarge(): ApiError {
  return new ApiError(
    413,
    'payload-too-large',
    `The file is larger than ${maxImportFileBytes / 1024 / 1024} MB: split it, or leave out columns you do not import`,
  );
}

/** Header cells as text: what a column is called in errors and the mapping screen. */
function headerText(cell: Cell, column: number): string {
  if (cell === null) return `Column ${column + 1}`;
  const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();
  return text || `Column ${column + 1}`;
}

/** Files with the same columns share a saved mapping. */
function headerSignature(headers: readonly string[]): string {
  return headers.map((header) => header.toLowerCase().replace(/[^a-z0-9]/g, '')).join('|');
}

type BatchRow = typeof importBatches.$inferSelect & { creatorName: string | null };

function toBatch(row: BatchRow): ImportBatch {
  return {
    import_batch_id: row.importBatchId,
    kind: row.kind as ImportKind,
    file_name: row.fileName,
    file_format: row.fileFormat as SpreadsheetFormat,
    sheet: row.sheet,
    headers: row.headers as string[],
    mapping: row.mapping as ImportMapping as Record<string, string>,
    status: row.status as ImportBatch['status'],
    rows_total: row.rowsTotal,
    rows_created: row.rowsCreated,
    rows_updated: row.rowsUpdated,
    rows_duplicate: row.rowsDuplicate,
    rows_rejected: row.rowsRejected,
    created_by: row.createdBy,
    created_by_name: row.creatorName,
    created_at: row.createdAt.toISOString(),
    committed_at: row.committedAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
    resolutions: [],
    progress: null,
    failure: null,
  };
}

export function createImportService(
  database: Database,
  options: { dataDir: string },
): ImportService {
  const { db } = database;
  const folder = path.join(options.dataDir, 'imports');
  const fileOf = (batch: { importBatchId: number; fileFormat: string }) =>
    path.join(folder, `${batch.importBatchId}.${batch.fileFormat}`);

  async function load(tx: Db, organizationId: number, importBatchId: number): Promise<BatchRow> {
    const [row] = await tx
      .select({ batch: importBatches, creatorName: users.displayName })
      .from(importBatches)
      .leftJoin(users, eq(users.userId, importBatches.createdBy))
      .where(
        and(
          eq(importBatches.importBatchId, importBatchId),
          eq(importBatches.organizationId, organizationId),
        ),
      )
      .limit(1);
    if (!row) throw notFound();
    return { ...row.batch, creatorName: row.creatorName };
  }

  /** Streams `body` to a file of its own, stopping at the size cap. */
  async function receive(body: Readable, file: string): Promise<void> {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    let bytes = 0;
    // Counted on the way through: a listener of its own would start the flow before the
    // file is ready for it.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(bytes > maxImportFileBytes ? fileTooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await rm(file, { force: true });
      if (bytes > maxImportFileBytes) throw fileTooLarge();
      throw error;
    }
    if (bytes === 0) {
      await rm(file, { force: true });
      throw fieldError('body', 'the file is empty');
    }
  }

  async function readHeaders(file: string, format: SpreadsheetFormat, sheet?: string) {
    try {
      for await (const row of readSpreadsheet(file, format, sheet)) {
        return row.cells.map(headerText);
      }
    } catch (error) {
      if (error instanceof MissingSheetError) throw fieldError('sheet', error.message);
      throw fieldError(
        'body',
        `the file cannot be read as ${format.toUpperCase()}: ${describe(error)}`,
      );
    }
    throw fieldError('body', 'the file has no header row');
  }

  async function lookupsFor(organizationId: number, emails: Set<string>): Promise<ImportLookups> {
    const people = await database.query<{ email: string; user_id: number }>(
      'SELECT lower(email) AS email, user_id FROM users WHERE organization_id = $1',
      [organizationId],
    );
    const known = new Map(people.map((row) => [row.email, Number(row.user_id)]));
    const strangers = [...emails].filter((email) => !known.has(email));
    const outsiders = strangers.length
      ? await database.query<{ email: string }>(
          'SELECT lower(email) AS email FROM users WHERE organization_id <> $1 AND lower(email) = ANY($2)',
          [organizationId, strangers],
        )
      : [];
    const products = await database.query<{ name: string; product_id: number }>(
      'SELECT lower(name) AS name, product_id FROM products WHERE organization_id = $1',
      [organizationId],
    );
    const [organization] = await rowsOf<{ today: string }>(
      db,
      sql`SELECT ${organizationTodaySql(organizationId)}::text AS today`,
    );
    return {
      people: known,
      outsiders: new Set(outsiders.map((row) => row.email)),
      products: new Map(products.map((row) => [row.name, Number(row.product_id)])),
      today: organization?.today ?? new Date().toISOString().slice(0, 10),
    };
  }

  return {
    async upload(actor, query, body) {
      const format: SpreadsheetFormat = query.file_name.toLowerCase().endsWith('.xlsx')
        ? 'xlsx'
        : 'csv';
      const staged = path.join(folder, `.upload-${randomUUID()}.${format}`);
      await receive(body, staged);
      try {
        const headers = await readHeaders(staged, format, query.sheet);
        const [saved] = await db
          .select({ mapping: importMappings.mapping })
          .from(importMappings)
          .where(
            and(
              eq(importMappings.organizationId, actor.organizationId),
              eq(importMappings.kind, query.kind),
              eq(importMappings.headerSignature, headerSignature(headers)),
            ),
          );
        const mapping =
          (saved?.mapping as ImportMapping | undefined) ?? guessMapping(query.kind, headers);
        const batch = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(importBatches)
            .values({
              organizationId: actor.organizationId,
              kind: query.kind,
              fileName: query.file_name,
              fileFormat: format,
              sheet: query.sheet ?? null,
              headers,
              mapping,
              createdBy: actor.userId,
            })
            .returning();
          if (!row) throw new Error('import batch insert returned nothing');
          const created = await load(tx, actor.organizationId, row.importBatchId);
          await recordAudit(tx, {
            organizationId: actor.organizationId,
            action: 'import.uploaded',
            entityType: 'import',
            entityId: row.importBatchId,
            after: { file_name: created.fileName, kind: created.kind, headers },
          });
          return created;
        });
        await rename(staged, fileOf(batch));
        return toBatch(batch);
      } catch (error) {
        await rm(staged, { force: true });
        throw error;
      }
    },

    async list(organizationId) {
      const rows = await db
        .select({ batch: importBatches, creatorName: users.displayName })
        .from(importBatches)
        .leftJoin(users, eq(users.userId, importBatches.createdBy))
        .where(eq(importBatches.organizationId, organizationId))
        .orderBy(desc(importBatches.createdAt), desc(importBatches.importBatchId))
        .limit(200);
      return rows.map((row) => toBatch({ ...row.batch, creatorName: row.creatorName }));
    },

    async get(organizationId, importBatchId) {
      return toBatch(await load(db, organizationId, importBatchId));
    },

    async preview(organizationId, importBatchId, mapping) {
      const batch = await load(db, organizationId, importBatchId);
      if (batch.status !== 'uploaded') {
        throw new ApiError(
          409,
          'conflict',
          `This import is ${batch.status}: it can no longer be mapped`,
        );
      }
      const headers = batch.headers as string[];
      const problems = importMappingProblems(batch.kind as ImportKind, headers, mapping);
      const [first] = problems;
      if (first) throw fieldError(first[0], first[1]);
      const file = fileOf(batch);
      await access(file).catch(() => {
        throw new ApiError(
          409,
          'conflict',
          'The file of this import is no longer here: upload it again',
        );
      });

      // First pass: the people the file names, to know which belong to other organizations.
      const emailColumns = Object.entries(mapping)
        .filter(([, field]) => field === 'closer_email' || field === 'setter_email')
        .map(([column]) => Number(column));
      const emails = new Set<string>();
      // Read twice from disk, the header row left out each time.
      const dataRows = async function* () {
        let header = true;
        for await (const row of readSpreadsheet(
          file,
          batch.fileFormat as SpreadsheetFormat,
          batch.sheet ?? undefined,
        )) {
          if (header) header = false;
          else yield row;
        }
      };
      for await (const row of dataRows()) {
        for (const column of emailColumns) {
          const cell = row.cells[column];
          if (typeof cell === 'string' && cell.trim()) emails.add(cell.trim().toLowerCase());
        }
      }
      const lookups = await lookupsFor(organizationId, emails);
      const knownIds = await externalIdsOf(database, organizationId);

      const rows: ImportPreviewRow[] = [];
      const rowProblems: ImportPreview['problems'] = [];
      const unmatched = new Map<string, ImportUnmatchedName>();
      const counts = { rows: 0, new: 0, update: 0, duplicate: 0, rejected: 0, unmatched: 0 };
      for await (const row of dataRows()) {
        counts.rows += 1;
        const read = transactionRowFrom(row, headers, mapping, lookups);
        for (const name of read.unmatched) {
          const key = `${name.kind}\u0000${name.value}`;
          const entry = unmatched.get(key) ?? { ...name, rows: 0 };
          entry.rows += 1;
          unmatched.set(key, entry);
        }
        for (const found of read.problems) {
          if (rowProblems.length < maxPreviewProblems) {
            rowProblems.push({ row_number: row.rowNumber, column: found.column, rule: found.rule });
          }
        }
        const outcome: ImportPreviewRow['outcome'] =
          read.problems.length > 0
            ? 'rejected'
            : read.unmatched.length > 0
              ? 'unmatched'
              : read.externalId !== undefined && knownIds.has(read.externalId)
                ? 'update'
                : 'new';
        counts[outcome] += 1;
        if (rows.length < previewRowCount) {
          rows.push({
            row_number: row.rowNumber,
            external_id: read.externalId ?? null,
            outcome,
            values: read.values,
          });
        }
      }

      const updated = await db.transaction(async (tx) => {
        await tx
          .update(importBatches)
          .set({ mapping, rowsTotal: counts.rows })
          .where(eq(importBatches.importBatchId, importBatchId));
        await tx
          .insert(importMappings)
          .values({
            organizationId,
            kind: batch.kind,
            headerSignature: headerSignature(headers),
            mapping,
          })
          .onConflictDoUpdate({
            target: [
              importMappings.organizationId,
              importMappings.kind,
              importMappings.headerSignature,
            ],
            set: { mapping, updatedAt: sql`now()` },
          });
        await recordAudit(tx, {
          organizationId,
          action: 'import.mapped',
          entityType: 'import',
          entityId: importBatchId,
          before: { mapping: batch.mapping },
          after: { mapping },
        });
        return load(tx, organizationId, importBatchId);
      });
      return {
        batch: toBatch(updated),
        rows,
        counts,
        problems: rowProblems,
        unmatched: [...unmatched.values()].sort(
          (a, b) => b.rows - a.rows || a.value.localeCompare(b.value),
        ),
      };
    },

    async discard(organizationId, importBatchId) {
      const discarded = await db.transaction(async (tx) => {
        const batch = await load(tx, organizationId, importBatchId);
        if (batch.status !== 'uploaded') {
          throw new ApiError(
            409,
            'conflict',
            `This import is ${batch.status}: only an upload not committed can be discarded`,
          );
        }
        await tx
          .update(importBatches)
          .set({ status: 'discarded' })
          .where(eq(importBatches.importBatchId, importBatchId));
        await recordAudit(tx, {
          organizationId,
          action: 'import.discarded',
          entityType: 'import',
          entityId: importBatchId,
          before: { status: batch.status },
          after: { status: 'discarded' },
        });
        return load(tx, organizationId, importBatchId);
      });
      await rm(fileOf(discarded), { force: true });
      return toBatch(discarded);
    },
  };
}

/** The organization's payments known by an outside id (imports and webhooks share them). */
async function externalIdsOf(database: Database, organizationId: number): Promise<Set<string>> {
  const rows = await database.query<{ external_id: string }>(
    "SELECT external_id FROM external_ids WHERE organization_id = $1 AND record_type = 'transaction'",
    [organizationId],
  );
  return new Set(rows.map((row) => row.external_id));
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}

/** Decorates `importService`. */
export const importServicePlugin = fp(
  async (app) => {
    app.decorate('importService', createImportService(app.db, { dataDir: app.config.dataDir }));
  },
  { name: 'import-service', dependencies: ['db'] },
);
