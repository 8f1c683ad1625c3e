import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * One spreadsheet brought in (docs/decisions/0056-spreadsheet-import-reading-and-row-rules.md): its
 * file (kept in DATA_DIR/imports until it is committed or discarded), the columns' mapping, who did
 * it, and how it went. `status`: `uploaded` (mapped and previewed, nothing stored yet),
 * `committing`, `partial` (a commit stopped half-way: resumable, or undone like a finished one),
 * `done`, `undone`, `discarded`.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    importBatchId: integer('import_batch_id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    fileFormat: text('file_format').notNull(),
    sheet: text('sheet'),
    /** The header row as read, in column order. */
    headers: jsonb('headers').notNull(),
    /** Column position → field (api-contract's ImportMapping). */
    mapping: jsonb('mapping').notNull(),
    /**
     * What the mapping adds to the file's columns: `{ constants, value_maps }` (fields with the
     * same value for every row; the file's values of enumerated fields mapped to the field's).
     */
    fieldRules: jsonb('field_rules').notNull().default({}),
    status: text('status').notNull().default('uploaded'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsCreated: integer('rows_created').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsDuplicate: integer('rows_duplicate').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** How the file's unmatched names were resolved (api-contract's ImportResolution[]). */
    resolutions: jsonb('resolutions').notNull().default([]),
    /** People and products the commit created for its resolutions: `{ people, products }` ids. */
    createdRecords: jsonb('created_records').notNull().default({}),
    /** Rows of the file read and landed so far: a resume starts after the last one. */
    rowsDone: integer('rows_done').notNull().default(0),
    lastRowNumber: integer('last_row_number').notNull().default(1),
    /** When this run of the commit started, and the rows done before it (a resume's pace). */
    commitStartedAt: timestamp('commit_started_at', { withTimezone: true }),
    rowsDoneAtStart: integer('rows_done_at_start').notNull().default(0),
    /** When the last chunk landed: the pace is rows done over the time since the start. */
    progressAt: timestamp('progress_at', { withTimezone: true }),
    /** Why a commit stopped part-way. */
    failure: text('failure'),
  },
  (t) => [
    index('import_batches_org_idx').on(t.organizationId, t.createdAt),
    check(
      'import_batches_kind_check',
      sql`${t.kind} in ('transactions', 'appointments', 'outbound')`,
    ),
    check('import_batches_format_check', sql`${t.fileFormat} in ('csv', 'xlsx')`),
    check(
      'import_batches_status_check',
      sql`${t.status} in ('uploaded', 'committing', 'partial', 'done', 'undone', 'discarded')`,
    ),
  ],
);

/**
 * What a committed batch did to each row of its file: the record it created or updated (and
 * that record as it was before, so undo can restore it), or why it skipped or refused the row
 * (with the row's cells, to download, fix and upload again).
 */
export const importRows = pgTable(
  'import_rows',
  {
    importBatchId: integer('import_batch_id')
      .notNull()
      .references(() => importBatches.importBatchId, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    /** `created`, `updated`, `duplicate` or `rejected`. */
    outcome: text('outcome').notNull(),
    recordId: integer('record_id'),
    before: jsonb('before'),
    problems: jsonb('problems'),
    cells: jsonb('cells'),
    /** When its chunk landed: a record changed after it was touched since, and undo refuses. */
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.importBatchId, t.rowNumber] }),
    check(
      'import_rows_outcome_check',
      sql`${t.outcome} in ('created', 'updated', 'duplicate', 'rejected')`,
    ),
  ],
);

/** The last mapping used for a file of these headers: offered again for the next one. */
export const importMappings = pgTable(
  'import_mappings',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.organizationId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The normalized header row, joined: files with the same columns share it. */
    headerSignature: text('header_signature').notNull(),
    mapping: jsonb('mapping').notNull(),
    /** The mapping's constants and value maps, as import_batches.field_rules. */
    fieldRules: jsonb('field_rules').notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind, t.headerSignature] })],
);
