import * as z from 'zod/mini';
import {
  importFieldChoicesOf,
  importFields,
  importKinds,
  requiredImportFields,
  type ImportKind,
} from './import-fields.ts';
import { requiredTextSchema } from './text-input.ts';
import { requiredNameSchema } from './name-input.ts';

/** The kinds an upload takes: payments, booked calls and outbound activity. */
export const uploadableImportKinds = importKinds;

/** Largest file an upload takes: a year of a busy team's payments fits many times over. */
export const maxImportFileBytes = 50 * 1024 * 1024;

export const importBatchStatuses = [
  'uploaded',
  'committing',
  'partial',
  'done',
  'undone',
  'discarded',
] as const;

/** Query of `POST /api/imports`: what the file holds and its name (`.csv` or `.xlsx`). */
export const uploadImportQuerySchema = z.strictObject({
  kind: z.enum(uploadableImportKinds, {
    message: `must be one of ${uploadableImportKinds.join(', ')}`,
  }),
  file_name: requiredNameSchema(200).check(
    z.refine((name) => /\.(csv|xlsx)$/i.test(name), {
      message: 'must end in .csv or .xlsx',
    }),
  ),
  /** An .xlsx's sheet, its name in any case; the first when absent. */
  sheet: z.optional(requiredTextSchema(100)),
});
export type UploadImportQuery = z.infer<typeof uploadImportQuerySchema>;

/** A column's field: column positions (`"0"`, `"1"` …) to field names. */
export const importMappingSchema = z.record(z.string().check(z.regex(/^\d{1,3}$/)), z.string());

/** Most distinct values of a column one value map takes. */
export const maxImportValueMapEntries = 200;

/**
 * Fields filled with the same value for every row, field → value: a CRM export has no Type
 * column, yet every row of it is a new deal.
 */
export const importConstantsSchema = z.record(
  z.string().check(z.maxLength(50)),
  requiredTextSchema(200),
);
export type ImportConstants = z.infer<typeof importConstantsSchema>;

/**
 * A file's own words for the values of a field that takes a few (type, status…), field → (the
 * file's value, trimmed → one of the field's values): a CRM's Stage "Closed Won" → approved. A
 * value left out is read as written.
 */
export const importValueMapsSchema = z.record(
  z.string().check(z.maxLength(50)),
  z.record(z.string().check(z.maxLength(200)), z.string().check(z.maxLength(50))).check(
    z.refine((values) => Object.keys(values).length <= maxImportValueMapEntries, {
      message: `must map at most ${maxImportValueMapEntries} values`,
    }),
  ),
);
export type ImportValueMaps = z.infer<typeof importValueMapsSchema>;

/** What an unmatched name becomes: a new record (an inactive person, a product) or an existing one. */
export const importResolutionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    kind: z.enum(['person', 'product']),
    /** The name as the file gives it: a created product's name, or a created person's email. */
    value: requiredNameSchema(200),
    action: z.literal('create'),
    /** A created person's name (the email's local part when absent). */
    name: z.optional(requiredNameSchema(100)),
  }),
  z.strictObject({
    kind: z.enum(['person', 'product']),
    value: requiredTextSchema(200),
    action: z.literal('map'),
    /** The person's `user_id` or the product's `product_id` the name stands for. */
    id: z.int().check(z.positive()),
  }),
]);
export type ImportResolution = z.infer<typeof importResolutionSchema>;

/** Rows done out of the file's, and the pace (null until a chunk has landed). */
export const importProgressSchema = z.object({
  rows_done: z.int(),
  rows_total: z.int(),
  rows_per_second: z.nullable(z.number()),
  seconds_left: z.nullable(z.number()),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** An import as its history shows it. */
export const importBatchSchema = z.object({
  import_batch_id: z.int(),
  kind: z.enum(['transactions', 'appointments', 'outbound']),
  file_name: z.string(),
  file_format: z.enum(['csv', 'xlsx']),
  sheet: z.nullable(z.string()),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  /** Fields with the same value for every row (remembered with the mapping). */
  constants: z.record(z.string(), z.string()),
  /** The file's values of enumerated fields mapped to the field's (remembered with the mapping). */
  value_maps: z.record(z.string(), z.record(z.string(), z.string())),
  status: z.enum(importBatchStatuses),
  rows_total: z.int(),
  rows_created: z.int(),
  rows_updated: z.int(),
  rows_duplicate: z.int(),
  rows_rejected: z.int(),
  created_by: z.nullable(z.int()),
  created_by_name: z.nullable(z.string()),
  created_at: z.string(),
  committed_at: z.nullable(z.string()),
  undone_at: z.nullable(z.string()),
  /**
   * How each unmatched name was resolved: as the last preview chose (so the choices survive
   * leaving the screen), then as the commit used them.
   */
  resolutions: z.array(importResolutionSchema),
  /** While committing (or once partial): how far it got and how fast it goes. */
  progress: z.nullable(importProgressSchema),
  /** Why a commit stopped part-way (`partial`): resume it or undo what landed. */
  failure: z.nullable(z.string()),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/** The answer of an upload: the import, and a workbook's sheets in order (empty for a CSV). */
export const uploadedImportSchema = z.extend(importBatchSchema, { sheets: z.array(z.string()) });
export type UploadedImport = z.infer<typeof uploadedImportSchema>;

export const importBatchListSchema = z.object({ imports: z.array(importBatchSchema) });
export type ImportBatchList = z.infer<typeof importBatchListSchema>;

/** Most unmatched names one import resolves. */
export const maxImportResolutions = 1000;

/**
 * Body of `POST /api/imports/:id/preview` and `…/commit`: the mapping to read the file with and
 * how the names no record has are resolved (a name left unresolved rejects its rows).
 */
export const previewImportRequestSchema = z.strictObject({
  mapping: importMappingSchema,
  constants: z.optional(importConstantsSchema),
  value_maps: z.optional(importValueMapsSchema),
  resolutions: z.optional(z.array(importResolutionSchema).check(z.maxLength(maxImportResolutions))),
});
export type PreviewImportRequest = z.infer<typeof previewImportRequestSchema>;
export const commitImportRequestSchema = previewImportRequestSchema;
export type CommitImportRequest = PreviewImportRequest;

/** A rule a row breaks, by the column that holds the value. */
export const importRowProblemSchema = z.object({
  row_number: z.int(),
  column: z.string(),
  rule: z.string(),
});
export type ImportRowProblem = z.infer<typeof importRowProblemSchema>;

/** A person or product name no record has: the importer creates it or maps it to one. */
export const importUnmatchedNameSchema = z.object({
  /** People are named by email (closer, setter, rep), products by name. */
  kind: z.enum(['person', 'product']),
  value: z.string(),
  /** How many rows name it. */
  rows: z.int(),
});
export type ImportUnmatchedName = z.infer<typeof importUnmatchedNameSchema>;

/** What a row will do: create a record, update the one its external id names, be skipped, or not land. */
export const importRowOutcomes = ['new', 'update', 'duplicate', 'rejected', 'unmatched'] as const;
export type ImportRowOutcome = (typeof importRowOutcomes)[number];

/**
 * A row as it will be stored: its fields by import field (`date`, `amount`, `closer_email`…),
 * as text, numbers or yes/no, people as "Name <email>" and products by name.
 */
export const importPreviewRowSchema = z.object({
  row_number: z.int(),
  external_id: z.nullable(z.string()),
  outcome: z.enum(importRowOutcomes),
  values: z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  /** Fields whose value the row's file cell holds but the import refuses (shown as written). */
  refused: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** Most problems a preview lists; the counts cover every row. */
export const maxPreviewProblems = 200;
/** Rows a preview shows as they will be stored. */
export const previewRowCount = 50;

/** `data` of a preview: the first rows as stored, the counts, every name to resolve. */
export const importPreviewSchema = z.object({
  batch: importBatchSchema,
  rows: z.array(importPreviewRowSchema),
  counts: z.object({
    rows: z.int(),
    new: z.int(),
    update: z.int(),
    duplicate: z.int(),
    rejected: z.int(),
    unmatched: z.int(),
  }),
  problems: z.array(importRowProblemSchema),
  unmatched: z.array(importUnmatchedNameSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * Why a mapping cannot read a file of `kind` with `headers`, as `[field, message]` pairs
 * (`mapping.<column>`, `constants.<field>`, `value_maps.<field>` or `mapping`), or an empty
 * list when it can. A field comes from a column or is the same for every row, not both.
 */
export function importMappingProblems(
  kind: ImportKind,
  headers: readonly string[],
  mapping: Readonly<Record<string, string>>,
  rules: {
    constants?: Readonly<Record<string, string>> | undefined;
    value_maps?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  } = {},
): [field: string, message: string][] {
  const problems: [string, string][] = [];
  const fields = importFields[kind] as readonly string[];
  const seen = new Map<string, string>();
  for (const [column, field] of Object.entries(mapping)) {
    if (Number(column) >= headers.length) {
      problems.push([`mapping.${column}`, `the file has ${headers.length} columns`]);
    } else if (!fields.includes(field)) {
      problems.push([`mapping.${column}`, `must be one of ${fields.join(', ')}`]);
    } else if (seen.has(field)) {
      problems.push([`mapping.${column}`, `${field} is already column ${seen.get(field)}`]);
    } else seen.set(field, column);
  }
  const constant = new Set<string>();
  for (const [field, value] of Object.entries(rules.constants ?? {})) {
    const choices = importFieldChoicesOf(kind, field);
    if (!fields.includes(field)) {
      problems.push([`constants.${field}`, `must be one of ${fields.join(', ')}`]);
    } else if (seen.has(field)) {
      problems.push([`constants.${field}`, `${field} is already column ${seen.get(field)}`]);
    } else if (field === 'external_id') {
      problems.push([`constants.${field}`, 'differs on every row: map it to a column']);
    } else if (choices && !choices.includes(value)) {
      problems.push([`constants.${field}`, `must be one of ${choices.join(', ')}`]);
    } else constant.add(field);
  }
  for (const [field, values] of Object.entries(rules.value_maps ?? {})) {
    const choices = importFieldChoicesOf(kind, field);
    if (!choices) {
      problems.push([`value_maps.${field}`, `${field} takes any value: it has no value map`]);
      continue;
    }
    const wrong = Object.values(values).find((value) => !choices.includes(value));
    if (wrong !== undefined) {
      problems.push([`value_maps.${field}`, `${wrong} must be one of ${choices.join(', ')}`]);
    }
  }
  for (const field of requiredImportFields[kind] as readonly string[]) {
    if (!seen.has(field) && !constant.has(field)) {
      problems.push(['mapping', `${field} must be mapped to a column`]);
    }
  }
  return problems;
}

/** The first values of a column of an upload, and how many rows hold each of its values. */
export const importColumnSchema = z.object({
  /** The column's position (0 for the first). */
  column: z.int(),
  header: z.string(),
  /** Its first three values that are not blank, as written. */
  samples: z.array(z.string()),
  /** Each distinct value (trimmed, blank as ""), most rows first, with the rows holding it. */
  values: z.array(z.object({ value: z.string(), rows: z.int() })),
  /** Whether the column holds more distinct values than listed (an id, an amount…). */
  more_values: z.boolean(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

/** Distinct values a column lists at most: enough for any field that takes a few values. */
export const maxImportColumnValues = maxImportValueMapEntries;

/** `data` of `GET /api/imports/:id/columns`: what each column of the upload holds. */
export const importColumnsSchema = z.object({ columns: z.array(importColumnSchema) });
export type ImportColumns = z.infer<typeof importColumnsSchema>;

/** The rejected rows of an import as CSV: the file's own columns, then why each row did not land. */
export const rejectedRowsCsvPath = (importBatchId: number) =>
  `/api/imports/${importBatchId}/rejected.csv`;
