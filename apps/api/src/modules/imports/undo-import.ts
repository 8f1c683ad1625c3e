import type { ImportKind } from '@salesdash/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { recordAudit } from '../../domain/audit/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Work } from '../../realtime/unit-of-work.ts';
import { loadBatch } from './import-batch-row.ts';
import type { CreatedRecords } from './import-lookups.ts';
import { handlerOf } from './kinds/handlers.ts';
import { jsonIdsSql } from './kinds/json-rows-sql.ts';
import type { UndoRow } from './kinds/import-kind.ts';

/**
 * Deletes the people and products the import created that nothing names any more (its rows
 * are gone by now) and nobody has touched: a person still inactive and never invited, with no
 * frozen statement, a product never edited. Anything else stays, as a person or product of the organization.
 */
async function dropCreated(db: Db, organizationId: number, created: CreatedRecords) {
  const people = Object.values(created.people ?? {});
  const products = Object.values(created.products ?? {});
  const dropped = { people: 0, products: 0 };
  if (people.length > 0) {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`DELETE FROM users u WHERE u.organization_id = ${organizationId}
          AND u.user_id IN ${jsonIdsSql(people)} AND NOT u.is_active AND u.password_hash IS NULL
          AND NOT EXISTS (SELECT 1 FROM transactions t WHERE u.user_id IN (t.user_id, t.setter_id))
          AND NOT EXISTS (SELECT 1 FROM appointments a WHERE u.user_id IN (a.user_id, a.setter_id))
          AND NOT EXISTS (SELECT 1 FROM outbound_records o WHERE o.user_id = u.user_id)
          AND NOT EXISTS (SELECT 1 FROM commission_splits s WHERE s.user_id = u.user_id)
          AND NOT EXISTS (SELECT 1 FROM adjustments d WHERE d.user_id = u.user_id)
          AND NOT EXISTS (SELECT 1 FROM role_assignments r WHERE r.user_id = u.user_id)
          AND NOT EXISTS (SELECT 1 FROM product_employees m WHERE m.user_id = u.user_id)
          -- A frozen statement keeps its person: a close froze their pay, which never changes.
          AND NOT EXISTS (SELECT 1 FROM statements st WHERE st.user_id = u.user_id)
          AND NOT EXISTS (SELECT 1 FROM statement_disputes sd WHERE sd.user_id = u.user_id)
        RETURNING u.user_id AS id`,
    );
    dropped.people = rows.length;
  }
  if (products.length > 0) {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`DELETE FROM products p WHERE p.organization_id = ${organizationId}
          AND p.product_id IN ${jsonIdsSql(products)} AND p.version = 1
          AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.product_id = p.product_id)
          AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.product_id = p.product_id)
          AND NOT EXISTS (SELECT 1 FROM outbound_records o WHERE o.product_id = p.product_id)
          AND NOT EXISTS (SELECT 1 FROM commission_splits s WHERE s.product_id = p.product_id)
          AND NOT EXISTS (SELECT 1 FROM role_assignments r WHERE r.product_id = p.product_id)
          AND NOT EXISTS (SELECT 1 FROM product_employees m WHERE m.product_id = p.product_id)
        RETURNING p.product_id AS id`,
    );
    dropped.products = rows.length;
  }
  return dropped;
}

/**
 * Takes a finished or partial import back in one transaction (decision 0057): the records it
 * created go (with the commission they paid), the ones it updated return to what they were,
 * and the people and products it created go when nothing else names them. Refused, naming the
 * rows, when any of its records changed since its row landed (a refund, an edit, a delete):
 * undoing would throw that change away.
 * @throws ApiError 409 when the import is not done or partial, or a record was touched since
 */
export async function undoImport(
  work: Work,
  organizationId: number,
  importBatchId: number,
): Promise<void> {
  const { db } = work;
  const batch = await loadBatch(db, organizationId, importBatchId, { lock: true });
  if (batch.status !== 'done' && batch.status !== 'partial') {
    throw new ApiError(
      409,
      'conflict',
      batch.status === 'committing'
        ? 'This import is still committing: wait for it to finish, then undo it'
        : `This import is ${batch.status}: only a finished or partial import can be undone`,
    );
  }
  const handler = handlerOf(batch.kind as ImportKind);
  const touched = await handler.touchedSince(db, organizationId, importBatchId);
  if (touched.length > 0) {
    throw new ApiError(
      409,
      'conflict',
      `Undo refused: ${touched.join('; ')}. Undoing would throw those changes away.`,
    );
  }
  const rows = await rowsOf<{
    row_number: number;
    outcome: 'created' | 'updated';
    record_id: number;
    before: Record<string, unknown> | null;
    applied_at: string;
  }>(
    db,
    sql`SELECT row_number, outcome, record_id, before, applied_at::text AS applied_at
      FROM import_rows WHERE import_batch_id = ${importBatchId}
        AND outcome IN ('created', 'updated') AND record_id IS NOT NULL
      ORDER BY row_number`,
  );
  const undone: UndoRow[] = rows.map((row) => ({
    rowNumber: Number(row.row_number),
    outcome: row.outcome,
    recordId: Number(row.record_id),
    before: row.before,
    appliedAt: row.applied_at,
  }));
  await handler.undo(work, organizationId, undone);
  const dropped = await dropCreated(db, organizationId, batch.createdRecords as CreatedRecords);
  await db.execute(
    sql`UPDATE import_batches SET status = 'undone', undone_at = now()
      WHERE import_batch_id = ${importBatchId}`,
  );
  await recordAudit(db, {
    organizationId,
    action: 'import.undone',
    entityType: 'import',
    entityId: importBatchId,
    before: { status: batch.status },
    after: {
      status: 'undone',
      removed: undone.filter((row) => row.outcome === 'created').length,
      restored: undone.filter((row) => row.outcome === 'updated').length,
      people_removed: dropped.people,
      products_removed: dropped.products,
    },
  });
}
