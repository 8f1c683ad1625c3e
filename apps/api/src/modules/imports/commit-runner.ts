import { rm } from 'node:fs/promises';
import type { ImportMapping, ImportResolution } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import type { ImportRowLanded } from '../../operations/ops-metrics.ts';
import type { UnitOfWork } from '../../realtime/unit-of-work.ts';
import { loadBatch } from './import-batch-row.ts';
import { importFiles } from './import-files.ts';
import { fieldRulesOf } from './field-rules.ts';
import { openFileJudge } from './file-judge.ts';
import { withResolutions, type CreatedRecords } from './import-lookups.ts';
import { chunksOf, type JudgedFileRow } from './judge-rows.ts';
import { jsonRowsSql } from './kinds/json-rows-sql.ts';
import { cellText, type Cell } from './spreadsheet/cell.ts';
import { errorMessage } from '../../errors/error-message.ts';

/** A commit that has not landed a chunk for this long is no longer running anywhere. */
export const staleCommitSeconds = 120;

export type ImportCommits = {
  /** Runs the commit of a batch just set `committing`, in the background. */
  start(organizationId: number, importBatchId: number): void;
  /** Marks commits that stopped landing chunks (a crash, a restart) `partial`. */
  sweep(): Promise<number>;
  /** Resolves once no commit runs here (tests, and a closing server). */
  idle(): Promise<void>;
  /** Stops every commit between two chunks, each left `partial` to resume. */
  close(): Promise<void>;
};

/** The batch changed under the commit (undone, or marked partial by a sweep): it stops. */
class CommitStopped extends Error {}

/** A cell as JSON keeps it: a date as its ISO day, the rest as it is. */
function storedCell(cell: Cell): string | number | boolean | null {
  return cell instanceof Date ? cellText(cell) : cell;
}

const landedAs = {
  new: 'created',
  update: 'updated',
  duplicate: 'duplicate',
  rejected: 'rejected',
  unmatched: 'rejected',
} as const satisfies Record<JudgedFileRow<unknown>['outcome'], ImportRowLanded>;

/**
 * The commits of spreadsheet imports (decision 0057): each reads its file again from disk and
 * lands it in chunks of `importChunkRows` rows, one database transaction and one change
 * announced per chunk, with the batch's counters and the rows' outcomes in the same
 * transaction, so a stop between chunks leaves a batch that says exactly what landed. A resume
 * starts after the last row that did.
 */
export function createImportCommits(deps: {
  database: Database;
  unitOfWork: UnitOfWork;
  dataDir: string;
  onRows: (outcome: ImportRowLanded, rows: number) => void;
  log: { error(object: object, message: string): void };
  /** Rows per chunk (tests use small chunks to stop a commit half-way). */
  chunkRows?: number;
  /** Called after each chunk landed (tests throw here to play a crash). */
  afterChunk?: (rowsDone: number) => void | Promise<void>;
}): ImportCommits {
  const { database, unitOfWork } = deps;
  const files = importFiles(deps.dataDir);
  const running = new Set<Promise<void>>();
  let closing = false;

  async function markPartial(organizationId: number, importBatchId: number, failure: string) {
    await database.db.execute(
      sql`UPDATE import_batches SET status = 'partial', failure = ${failure}
        WHERE import_batch_id = ${importBatchId} AND organization_id = ${organizationId}
          AND status = 'committing'`,
    );
  }

  async function run(organizationId: number, importBatchId: number): Promise<void> {
    const batch = await loadBatch(database.db, organizationId, importBatchId);
    const file = files.fileOf(batch);
    const opened = await openFileJudge(
      database,
      batch,
      file,
      batch.mapping as ImportMapping,
      fieldRulesOf(batch.fieldRules),
      (plain) =>
        withResolutions(
          plain,
          batch.resolutions as ImportResolution[],
          batch.createdRecords as CreatedRecords,
        ),
    );
    const { handler, context, judge } = opened;
    await database.db.execute(
      sql`UPDATE import_batches SET rows_total = ${opened.rowCount} WHERE import_batch_id = ${importBatchId}`,
    );

    let rowsDone = batch.rowsDone;
    for await (const sheetRows of chunksOf(opened.rows(), deps.chunkRows)) {
      if (closing) {
        await markPartial(
          organizationId,
          importBatchId,
          'The server stopped while committing: resume the import, or undo what landed',
        );
        return;
      }
      // Rows a stopped commit landed are read again (a later row may repeat them), not written.
      const landed = sheetRows.filter((row) => row.rowNumber <= batch.lastRowNumber);
      const fresh = sheetRows.filter((row) => row.rowNumber > batch.lastRowNumber);
      if (landed.length > 0) judge.readChunk(landed);
      if (fresh.length === 0) continue;
      const chunk = judge.readChunk(fresh);
      const counts = await unitOfWork.run(async (work) => {
        const locked = await loadBatch(work.db, organizationId, importBatchId, { lock: true });
        if (locked.status !== 'committing') throw new CommitStopped(locked.status);
        const rows = await judge.judge(work.db, chunk);
        const writes = rows.flatMap((row) =>
          row.verdict && (row.outcome === 'new' || row.outcome === 'update')
            ? [{ read: row.read as typeof row.read & { record: unknown }, verdict: row.verdict }]
            : [],
        );
        const ids = writes.length > 0 ? await handler.write(work, context, writes) : [];
        let next = 0;
        const outcomes = rows.map((row) => {
          const verdict = row.verdict;
          const landedAsRow = landedAs[row.outcome];
          return {
            row_number: row.sheetRow.rowNumber,
            outcome: landedAsRow,
            record_id:
              row.outcome === 'new'
                ? (ids[next++] ?? null)
                : verdict && 'recordId' in verdict
                  ? verdict.recordId
                  : null,
            before: verdict?.outcome === 'update' ? verdict.before : null,
            problems: landedAsRow === 'rejected' ? row.problems : null,
            cells: landedAsRow === 'rejected' ? row.sheetRow.cells.map(storedCell) : null,
          };
        });
        await work.db.execute(
          sql`INSERT INTO import_rows (import_batch_id, row_number, outcome, record_id, before, problems, cells)
            SELECT ${importBatchId}, x.row_number, x.outcome, x.record_id, x.before, x.problems, x.cells
            FROM ${jsonRowsSql(outcomes, {
              row_number: 'int',
              outcome: 'text',
              record_id: 'int',
              before: 'jsonb',
              problems: 'jsonb',
              cells: 'jsonb',
            })}`,
        );
        const count = (outcome: ImportRowLanded) =>
          outcomes.filter((row) => row.outcome === outcome).length;
        const tally = {
          created: count('created'),
          updated: count('updated'),
          duplicate: count('duplicate'),
          rejected: count('rejected'),
        };
        await work.db.execute(
          sql`UPDATE import_batches SET rows_done = rows_done + ${outcomes.length},
              rows_created = rows_created + ${tally.created},
              rows_updated = rows_updated + ${tally.updated},
              rows_duplicate = rows_duplicate + ${tally.duplicate},
              rows_rejected = rows_rejected + ${tally.rejected},
              last_row_number = ${fresh.at(-1)?.rowNumber ?? batch.lastRowNumber},
              progress_at = clock_timestamp()
            WHERE import_batch_id = ${importBatchId}`,
        );
        return tally;
      });
      for (const [outcome, rows] of Object.entries(counts)) {
        deps.onRows(outcome as ImportRowLanded, rows);
      }
      rowsDone += fresh.length;
      await deps.afterChunk?.(rowsDone);
      // Requests wait behind a chunk's statements on the embedded engine: let them in.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }

    await database.db.transaction(async (tx) => {
      const locked = await loadBatch(tx, organizationId, importBatchId, { lock: true });
      if (locked.status !== 'committing') throw new CommitStopped(locked.status);
      await tx.execute(
        sql`UPDATE import_batches SET status = 'done', committed_at = now(), failure = NULL
          WHERE import_batch_id = ${importBatchId}`,
      );
      await recordAudit(tx, {
        organizationId,
        action: 'import.finished',
        entityType: 'import',
        entityId: importBatchId,
        after: {
          rows: locked.rowsDone,
          created: locked.rowsCreated,
          updated: locked.rowsUpdated,
          duplicate: locked.rowsDuplicate,
          rejected: locked.rowsRejected,
        },
      });
    });
    // The rejected rows are kept with their cells: the file is no longer needed.
    await rm(file, { force: true });
  }

  return {
    start(organizationId, importBatchId) {
      const job = run(organizationId, importBatchId)
        .catch(async (error: unknown) => {
          if (error instanceof CommitStopped) return;
          deps.log.error({ err: error, importBatchId }, 'import commit failed');
          await markPartial(organizationId, importBatchId, errorMessage(error)).catch(
            () => undefined,
          );
        })
        .finally(() => running.delete(job));
      running.add(job);
    },

    async sweep() {
      const rows = await database.query<{ import_batch_id: number }>(
        `UPDATE import_batches SET status = 'partial',
            failure = 'The commit stopped (the server restarted or failed): resume the import, or undo what landed'
          WHERE status = 'committing'
            AND coalesce(progress_at, commit_started_at, created_at) < now() - make_interval(secs => $1)
          RETURNING import_batch_id`,
        [staleCommitSeconds],
      );
      return rows.length;
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    async close() {
      closing = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
