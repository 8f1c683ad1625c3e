import type { ImportKind, ImportMapping } from '@salesdash/api-contract';
import type { Database } from '../../db/client.ts';
import type { FieldRules } from './field-rules.ts';
import type { BatchRow } from './import-batch-row.ts';
import { dataRows } from './import-files.ts';
import { importLookups } from './import-lookups.ts';
import { rowJudge } from './judge-rows.ts';
import { handlerOf } from './kinds/handlers.ts';
import type { ImportLookups } from './rows/row-read.ts';
import { scanFile } from './scan-file.ts';
import type { SpreadsheetFormat } from './spreadsheet/read-spreadsheet.ts';

/**
 * A batch's file opened for judging with `mapping`, as a preview and a commit both read it: a
 * first pass counts its rows, then its rows are judged against the organization's records with
 * the lookups `resolve` makes of the plain ones (the importer's resolutions).
 */
export async function openFileJudge(
  database: Database,
  batch: BatchRow,
  file: string,
  mapping: ImportMapping,
  rules: FieldRules,
  resolve: (plain: ImportLookups) => ImportLookups,
) {
  const handler = handlerOf(batch.kind as ImportKind);
  const rows = () => dataRows(file, batch.fileFormat as SpreadsheetFormat, batch.sheet);
  const scanned = await scanFile(rows());
  const plain = await importLookups(database, batch.organizationId);
  const context = {
    organizationId: batch.organizationId,
    importBatchId: batch.importBatchId,
    actorId: batch.createdBy,
    mapped: new Set([...Object.values(mapping), ...Object.keys(rules.constants)]),
  };
  const judgeWith = (lookups: ImportLookups) =>
    rowJudge(handler, batch.headers as string[], mapping, lookups, context, rules);
  return {
    handler,
    context,
    rows,
    rowCount: scanned.rows,
    judge: judgeWith(resolve(plain)),
    /** A judge without the resolutions: the names the file itself leaves unmatched. */
    plainJudge: () => judgeWith(plain),
  };
}
