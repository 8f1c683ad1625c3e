import type { ImportMapping } from '@salesdash/api-contract';
import type { Db } from '../../../db/client.ts';
import type { Work } from '../../../realtime/unit-of-work.ts';
import type { ExternalRecordType } from '../../webhooks/record-matching.ts';
import type { FieldRules } from '../field-rules.ts';
import type { ImportLookups, RowRead } from '../rows/row-read.ts';
import type { SheetRow } from '../spreadsheet/cell.ts';

/** What a row that read well will do, found without writing (a preview and a commit agree). */
export type RowVerdict =
  | { outcome: 'new' }
  | { outcome: 'update'; recordId: number; before: Record<string, unknown> }
  | { outcome: 'duplicate'; recordId: number | null }
  | { outcome: 'rejected'; field: string; rule: string };

/** A row and its verdict, as a chunk is written. */
export type JudgedRow<R> = { read: RowRead<R> & { record: R }; verdict: RowVerdict };

/** What the writer of a chunk needs besides its rows. */
export type ChunkContext = {
  organizationId: number;
  importBatchId: number;
  /** Who committed the import: recorded as the records' author where the table has one. */
  actorId: number | null;
  /** The fields the mapping reads: an update changes these and nothing else. */
  mapped: ReadonlySet<string>;
};

/** A record of the batch as undo sees it: its row, the record, and the state to restore. */
export type UndoRow = {
  rowNumber: number;
  outcome: 'created' | 'updated';
  recordId: number;
  before: Record<string, unknown> | null;
  /** When its chunk landed: what the record gained at or after it came with the import. */
  appliedAt: string;
};

/**
 * One kind of record a spreadsheet brings in: how a row reads, how a chunk of rows is judged
 * against what is stored, written, and taken back. Rows reach `judge` and `write` in file order,
 * chunk by chunk; the caller has already handled rows repeated within the file.
 */
export type ImportKindHandler<R> = {
  recordType: ExternalRecordType;
  read(
    row: SheetRow,
    headers: readonly string[],
    mapping: ImportMapping,
    lookups: ImportLookups,
    rules: FieldRules,
  ): RowRead<R>;
  /**
   * A key equal for two rows equal in every mapped field: a row equal to an earlier one of the
   * same file is a duplicate, as one equal to a stored record is.
   */
  sameKey(record: R, mapped: ReadonlySet<string>): string;
  /** Each row's verdict, in order, read in `db` without writing. */
  judge(
    db: Db,
    context: ChunkContext,
    rows: readonly (RowRead<R> & { record: R })[],
  ): Promise<RowVerdict[]>;
  /**
   * Writes the chunk's new and updated rows inside `work` (one change announced for the chunk)
   * and returns the ids of the records created, in the order of the new rows.
   */
  write(work: Work, context: ChunkContext, rows: readonly JudgedRow<R>[]): Promise<number[]>;
  /**
   * Why undo cannot take the batch's records back: each record changed (or deleted) since its
   * row landed, as "Row N (transaction 123) was refunded since the import".
   */
  touchedSince(db: Db, organizationId: number, importBatchId: number): Promise<string[]>;
  /** Takes back what `rows` did: created records go, updated ones are restored from `before`. */
  undo(work: Work, organizationId: number, rows: readonly UndoRow[]): Promise<void>;
};
