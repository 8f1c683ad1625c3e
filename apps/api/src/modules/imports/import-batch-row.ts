import type {
  ImportBatch,
  ImportKind,
  ImportMapping,
  ImportProgress,
  ImportResolution,
} from '@salesdash/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importBatches, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors/api-error.ts';
import { fieldRulesOf } from './field-rules.ts';
import type { SpreadsheetFormat } from './spreadsheet/read-spreadsheet.ts';

export type BatchRow = typeof importBatches.$inferSelect & { creatorName: string | null };

/** The batch `importBatchId` of the organization, with its author's name; 404 when none. */
export async function loadBatch(
  db: Db,
  organizationId: number,
  importBatchId: number,
  options: { lock?: boolean } = {},
): Promise<BatchRow> {
  const query = db
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
  const [row] = await (options.lock ? query.for('update', { of: importBatches }) : query);
  if (!row) throw notFound();
  return { ...row.batch, creatorName: row.creatorName };
}

/** How far a commit got and its pace: rows landed in this run over the time it has run. */
function progressOf(row: BatchRow): ImportProgress | null {
  if (row.status !== 'committing' && row.status !== 'partial') return null;
  const ran =
    row.commitStartedAt && row.progressAt
      ? (row.progressAt.getTime() - row.commitStartedAt.getTime()) / 1000
      : 0;
  const landed = row.rowsDone - row.rowsDoneAtStart;
  const perSecond = ran > 0 && landed > 0 ? landed / ran : null;
  return {
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal,
    rows_per_second: perSecond === null ? null : Math.round(perSecond),
    seconds_left:
      perSecond === null ? null : Math.ceil(Math.max(0, row.rowsTotal - row.rowsDone) / perSecond),
  };
}

export function toBatch(row: BatchRow): ImportBatch {
  return {
    import_batch_id: row.importBatchId,
    kind: row.kind as ImportKind,
    file_name: row.fileName,
    file_format: row.fileFormat as SpreadsheetFormat,
    sheet: row.sheet,
    headers: row.headers as string[],
    mapping: row.mapping as ImportMapping as Record<string, string>,
    ...fieldRulesOf(row.fieldRules),
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
    resolutions: row.resolutions as ImportResolution[],
    progress: progressOf(row),
    failure: row.failure,
  };
}
