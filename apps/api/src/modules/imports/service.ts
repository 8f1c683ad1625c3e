import { randomUUID } from 'node:crypto';
import { access, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  importMappingProblems,
  maxPreviewProblems,
  previewRowCount,
  type ImportBatch,
  type ImportPerson,
  type ImportColumns,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportUnmatchedName,
  type PreviewImportRequest,
  type UploadedImport,
  type UploadImportQuery,
} from '@salesdash/api-contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.ts';
import { importBatches, importMappings, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { ApiError, fieldError } from '../../errors/api-error.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { createImportCommits, type ImportCommits } from './commit-runner.ts';
import { fieldRulesOf, requestedFieldRules, type FieldRules } from './field-rules.ts';
import { guessMapping } from './guess-mapping.ts';
import { loadBatch, toBatch, type BatchRow } from './import-batch-row.ts';
import { columnValues } from './column-values.ts';
import {
  dataRows,
  headerSignature,
  importFiles,
  readHeaders,
  receiveFile,
} from './import-files.ts';
import { createResolved, importLookups, withResolutions } from './import-lookups.ts';
import { openFileJudge } from './file-judge.ts';
import { chunksOf } from './judge-rows.ts';
import { rejectedRowsCsv } from './rejected-rows-csv.ts';
import type { SpreadsheetFormat } from './spreadsheet/read-spreadsheet.ts';
import { importPeople } from './import-people.ts';
import { undoImport } from './undo-import.ts';

type Actor = { organizationId: number; userId: number };

export type ImportService = {
  /**
   * Stores an uploaded file and its first mapping (the saved one for these headers, or a
   * guess); a workbook's answer lists its sheets, to read another.
   */
  upload(actor: Actor, query: UploadImportQuery, body: Readable): Promise<UploadedImport>;
  list(organizationId: number): Promise<ImportBatch[]>;
  /** Whom an import's names may be mapped to: active and inactive, never a revoked invite. */
  people(organizationId: number): Promise<ImportPerson[]>;
  get(organizationId: number, importBatchId: number): Promise<ImportBatch>;
  /** What each column of an upload holds: samples, and its distinct values with their rows. */
  columns(organizationId: number, importBatchId: number): Promise<ImportColumns>;
  /** Judges the whole file with a mapping and resolutions, writing nothing but the mapping. */
  preview(
    organizationId: number,
    importBatchId: number,
    request: PreviewImportRequest,
  ): Promise<ImportPreview>;
  /** Starts landing the file (in the background): the batch comes back `committing`. */
  commit(actor: Actor, importBatchId: number, request: PreviewImportRequest): Promise<ImportBatch>;
  /** Continues a `partial` commit after its last landed row. */
  resume(actor: Actor, importBatchId: number): Promise<ImportBatch>;
  /** Takes a finished or partial import back, in one transaction. */
  undo(organizationId: number, importBatchId: number): Promise<ImportBatch>;
  /** Drops an upload not committed: its file goes, its row stays in the history. */
  discard(organizationId: number, importBatchId: number): Promise<ImportBatch>;
  /** The rejected rows as CSV: the file's columns, then why each did not land. */
  rejectedCsv(organizationId: number, importBatchId: number): Promise<Readable>;
  commits: ImportCommits;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    importService: ImportService;
  }
}

function notUploaded(batch: BatchRow, what: string): ApiError {
  return new ApiError(409, 'conflict', `This import is ${batch.status}: ${what}`);
}

/** 400 naming the field when the mapping cannot read the file. */
function assertMapping(batch: BatchRow, mapping: ImportMapping, rules: FieldRules): void {
  const problems = importMappingProblems(
    batch.kind as ImportKind,
    batch.headers as string[],
    mapping,
    rules,
  );
  const [first] = problems;
  if (first) throw fieldError(first[0], first[1]);
}

export function createImportService(
  database: Database,
  unitOfWork: UnitOfWork,
  options: {
    dataDir: string;
    onRows: Parameters<typeof createImportCommits>[0]['onRows'];
    log: Parameters<typeof createImportCommits>[0]['log'];
  } & Pick<Parameters<typeof createImportCommits>[0], 'chunkRows' | 'afterChunk'>,
): ImportService {
  const { db } = database;
  const { folder, fileOf } = importFiles(options.dataDir);
  const commits = createImportCommits({ database, unitOfWork, ...options });

  async function fileHere(batch: BatchRow): Promise<string> {
    const file = fileOf(batch);
    await access(file).catch(() => {
      throw new ApiError(
        409,
        'conflict',
        'The file of this import is no longer here: upload it again',
      );
    });
    return file;
  }

  /**
   * Keeps the mapping (with its constants and value maps) for the batch and for the next file
   * of these columns. A preview is audited each time (it is the step that sets the mapping); a
   * commit only when it changes it.
   */
  async function keepMapping(
    tx: Db,
    batch: BatchRow,
    mapping: ImportMapping,
    fieldRules: FieldRules,
    audit: 'always' | 'when-changed',
  ) {
    await tx
      .update(importBatches)
      .set({ mapping, fieldRules })
      .where(eq(importBatches.importBatchId, batch.importBatchId));
    await tx
      .insert(importMappings)
      .values({
        organizationId: batch.organizationId,
        kind: batch.kind,
        headerSignature: headerSignature(batch.headers as string[]),
        mapping,
        fieldRules,
      })
      .onConflictDoUpdate({
        target: [
          importMappings.organizationId,
          importMappings.kind,
          importMappings.headerSignature,
        ],
        set: { mapping, fieldRules, updatedAt: sql`now()` },
      });
    const before = { mapping: batch.mapping, ...fieldRulesOf(batch.fieldRules) };
    const after = { mapping, ...fieldRules };
    if (audit === 'always' || JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        organizationId: batch.organizationId,
        action: 'import.mapped',
        entityType: 'import',
        entityId: batch.importBatchId,
        before,
        after,
      });
    }
  }

  return {
    commits,

    people: (organizationId) => importPeople(db, organizationId),

    async upload(actor, query, body) {
      const format: SpreadsheetFormat = query.file_name.toLowerCase().endsWith('.xlsx')
        ? 'xlsx'
        : 'csv';
      const staged = path.join(folder, `.upload-${randomUUID()}.${format}`);
      await receiveFile(body, folder, staged);
      try {
        const { headers, sheet, sheets } = await readHeaders(staged, format, query.sheet);
        const [saved] = await db
          .select({ mapping: importMappings.mapping, fieldRules: importMappings.fieldRules })
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
              // A sheet asked for is kept as the workbook spells it (the next upload offers it
              // again); the first sheet read by default stays unnamed.
              sheet: query.sheet === undefined ? null : sheet,
              headers,
              mapping,
              fieldRules: fieldRulesOf(saved?.fieldRules),
              createdBy: actor.userId,
            })
            .returning();
          if (!row) throw new Error('import batch insert returned nothing');
          await recordAudit(tx, {
            organizationId: actor.organizationId,
            action: 'import.uploaded',
            entityType: 'import',
            entityId: row.importBatchId,
            after: { file_name: row.fileName, kind: row.kind, sheet, headers },
          });
          return loadBatch(tx, actor.organizationId, row.importBatchId);
        });
        await rename(staged, fileOf(batch));
        return { ...toBatch(batch), sheets };
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
      return toBatch(await loadBatch(db, organizationId, importBatchId));
    },

    async columns(organizationId, importBatchId) {
      const batch = await loadBatch(db, organizationId, importBatchId);
      if (batch.status !== 'uploaded') throw notUploaded(batch, 'it can no longer be mapped');
      const file = await fileHere(batch);
      const rows = dataRows(file, batch.fileFormat as SpreadsheetFormat, batch.sheet);
      return { columns: await columnValues(batch.headers as string[], rows) };
    },

    async preview(organizationId, importBatchId, request) {
      const { mapping, resolutions = [] } = request;
      const rules = requestedFieldRules(request);
      const batch = await loadBatch(db, organizationId, importBatchId);
      if (batch.status !== 'uploaded') throw notUploaded(batch, 'it can no longer be mapped');
      assertMapping(batch, mapping, rules);
      const file = await fileHere(batch);
      const opened = await openFileJudge(database, batch, file, mapping, rules, (plain) =>
        withResolutions(plain, resolutions),
      );
      const { judge } = opened;

      const rows: ImportPreviewRow[] = [];
      const problems: ImportPreview['problems'] = [];
      const unmatched = new Map<string, ImportUnmatchedName>();
      const counts = { rows: 0, new: 0, update: 0, duplicate: 0, rejected: 0, unmatched: 0 };
      // Names to resolve come from the file as it is, resolutions aside (each can be changed):
      // read a second time without them only when there are any.
      const named = resolutions.length > 0 ? opened.plainJudge() : null;
      for await (const sheetRows of chunksOf(opened.rows())) {
        const chunk = judge.readChunk(sheetRows);
        for (const row of named ? named.readChunk(sheetRows).rows : chunk.rows) {
          for (const name of row.read.unmatched) {
            const key = `${name.kind}\u0000${name.value}`;
            const entry = unmatched.get(key) ?? { ...name, rows: 0 };
            entry.rows += 1;
            unmatched.set(key, entry);
          }
        }
        for (const row of await judge.judge(db, chunk)) {
          counts.rows += 1;
          counts[row.outcome] += 1;
          // Unmatched rows are listed by name, for the importer to resolve.
          for (const found of row.outcome === 'rejected' ? row.problems : []) {
            if (problems.length < maxPreviewProblems) {
              problems.push({ row_number: row.sheetRow.rowNumber, ...found });
            }
          }
          if (rows.length < previewRowCount) {
            rows.push({
              row_number: row.sheetRow.rowNumber,
              external_id: row.read.externalId ?? null,
              outcome: row.outcome,
              values: { external_id: row.read.externalId ?? null, ...row.read.values },
              refused: row.read.refused,
            });
          }
        }
      }

      const updated = await db.transaction(async (tx) => {
        await keepMapping(tx, batch, mapping, rules, 'always');
        // The name choices are kept with the upload, so leaving the import and coming back
        // finds them as they were; the commit stores them again as the ones it used.
        await tx
          .update(importBatches)
          .set({ rowsTotal: counts.rows, resolutions })
          .where(eq(importBatches.importBatchId, importBatchId));
        return loadBatch(tx, organizationId, importBatchId);
      });
      return {
        batch: toBatch(updated),
        rows,
        counts,
        problems,
        unmatched: [...unmatched.values()].sort(
          (a, b) => b.rows - a.rows || a.value.localeCompare(b.value),
        ),
      };
    },

    async commit(actor, importBatchId, request) {
      const { mapping, resolutions = [] } = request;
      const rules = requestedFieldRules(request);
      // Checked against the organization before anything is created (read before the
      // transaction: the embedded engine has one connection, which the transaction holds).
      const lookups = await importLookups(database, actor.organizationId);
      const committing = await unitOfWork.run(async ({ db: tx }) => {
        const batch = await loadBatch(tx, actor.organizationId, importBatchId, { lock: true });
        if (batch.status !== 'uploaded') throw notUploaded(batch, 'it cannot be committed again');
        assertMapping(batch, mapping, rules);
        await fileHere(batch);
        withResolutions(lookups, resolutions);
        await keepMapping(tx, batch, mapping, rules, 'when-changed');
        const created = await createResolved(tx, actor.organizationId, resolutions);
        await tx
          .update(importBatches)
          .set({
            status: 'committing',
            resolutions,
            createdRecords: created,
            createdBy: actor.userId,
            commitStartedAt: sql`now()`,
            progressAt: null,
            rowsDoneAtStart: 0,
            failure: null,
          })
          .where(eq(importBatches.importBatchId, importBatchId));
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          action: 'import.committed',
          entityType: 'import',
          entityId: importBatchId,
          after: { mapping, ...rules, resolutions, created },
        });
        return loadBatch(tx, actor.organizationId, importBatchId);
      });
      commits.start(actor.organizationId, importBatchId);
      return toBatch(committing);
    },

    async resume(actor, importBatchId) {
      const resumed = await db.transaction(async (tx) => {
        const batch = await loadBatch(tx, actor.organizationId, importBatchId, { lock: true });
        if (batch.status !== 'partial') throw notUploaded(batch, 'only a partial import resumes');
        await fileHere(batch);
        await tx
          .update(importBatches)
          .set({
            status: 'committing',
            commitStartedAt: sql`now()`,
            progressAt: null,
            rowsDoneAtStart: batch.rowsDone,
            failure: null,
          })
          .where(eq(importBatches.importBatchId, importBatchId));
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          action: 'import.resumed',
          entityType: 'import',
          entityId: importBatchId,
          before: { status: 'partial', rows_done: batch.rowsDone },
          after: { status: 'committing' },
        });
        return loadBatch(tx, actor.organizationId, importBatchId);
      });
      commits.start(actor.organizationId, importBatchId);
      return toBatch(resumed);
    },

    async undo(organizationId, importBatchId) {
      const batch = await unitOfWork.run(async (work) => {
        await undoImport(work, organizationId, importBatchId);
        return loadBatch(work.db, organizationId, importBatchId);
      });
      // A partial import's file is no longer needed either: it cannot be resumed now.
      await rm(fileOf(batch), { force: true });
      return toBatch(batch);
    },

    async discard(organizationId, importBatchId) {
      const discarded = await db.transaction(async (tx) => {
        const batch = await loadBatch(tx, organizationId, importBatchId, { lock: true });
        if (batch.status !== 'uploaded') {
          throw notUploaded(batch, 'only an upload not committed can be discarded');
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
        return loadBatch(tx, organizationId, importBatchId);
      });
      await rm(fileOf(discarded), { force: true });
      return toBatch(discarded);
    },

    async rejectedCsv(organizationId, importBatchId) {
      const batch = await loadBatch(db, organizationId, importBatchId);
      return rejectedRowsCsv(database, batch);
    },
  };
}

/**
 * Decorates `importService`. Commits run in the background of the instance that accepted
 * them; once migrated, a sweep marks the ones no instance runs any more `partial` (at start on
 * the embedded engine, whose one process is this one; after a while on PostgreSQL, where
 * another instance may be landing them), and closing stops each between two chunks.
 */
export const importServicePlugin = fp(
  async (app) => {
    const service = createImportService(app.db, app.unitOfWork, {
      dataDir: app.config.dataDir,
      onRows: (outcome, rows) => app.opsMetrics.importRows(outcome, rows),
      log: app.log,
    });
    app.decorate('importService', service);
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    void app.readiness.whenReady().then(async () => {
      if (closed) return;
      if (app.db.kind === 'pglite') {
        await app.db
          .query(
            `UPDATE import_batches SET status = 'partial',
              failure = 'The server stopped while committing: resume the import, or undo what landed'
            WHERE status = 'committing'`,
          )
          .catch((error: unknown) => app.log.error({ err: error }, 'import sweep failed'));
      }
      timer = setInterval(() => {
        service.commits
          .sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'import sweep failed'));
      }, 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await service.commits.close();
    });
  },
  { name: 'import-service', dependencies: ['db', 'realtime', 'ops-metrics'] },
);
