import type {
  ImportBatch,
  ImportPreview,
  ImportResolution,
  PreviewImportRequest,
} from '@salesdash/api-contract';
import {
  exampleImportBatches,
  exampleImportColumns,
  exampleImportPreview,
  exampleImportUpload,
  failure,
  success,
  type FakeAnswer,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';

/** How the import endpoints answer: the history, or answers of their own (`failure(…)`, `'pending'`). */
export type ImportRoutesOptions = {
  imports?: ImportBatch[] | FakeAnswer;
  upload?: FakeAnswer;
  /**
   * Sheets of the fake workbook (`Summary`, `Deals`) whose first row names no columns: an
   * upload reading one is refused with the sheets to choose from, as the server refuses it.
   */
  sheetsWithoutHeader?: string[];
  /** An answer of `GET imports/:id`, instead of the batch and its progress. */
  batch?: FakeAnswer;
  preview?: FakeAnswer;
  /** An answer of `GET imports/:id/columns`, instead of {@link exampleImportColumns}. */
  columns?: FakeAnswer;
  commit?: FakeAnswer;
  undo?: FakeAnswer;
  /** How many progress polls a commit takes to finish (3 unless told). */
  pollsToFinish?: number;
};

const isAnswer = (value: unknown): value is FakeAnswer =>
  value === 'pending' || (typeof value === 'object' && value !== null && !Array.isArray(value));

/** A preview as the server reads it: resolved names stop holding their rows back, and stay listed. */
function previewWith(batch: ImportBatch, request: PreviewImportRequest): ImportPreview {
  const resolved = (request.resolutions ?? []).map((item: ImportResolution) => item.value);
  const unmatched = exampleImportPreview.unmatched.filter((name) => !resolved.includes(name.value));
  const freed = exampleImportPreview.unmatched.length > unmatched.length ? 1 : 0;
  return {
    ...exampleImportPreview,
    batch: {
      ...batch,
      mapping: request.mapping,
      constants: request.constants ?? {},
      value_maps: request.value_maps ?? {},
      resolutions: request.resolutions ?? [],
    },
    rows: exampleImportPreview.rows.map((row) =>
      row.outcome === 'unmatched' && unmatched.length === 0 ? { ...row, outcome: 'new' } : row,
    ),
    counts: {
      ...exampleImportPreview.counts,
      new: exampleImportPreview.counts.new + (unmatched.length === 0 ? freed : 0),
      unmatched: unmatched.length === 0 ? 0 : exampleImportPreview.counts.unmatched,
    },
    // The server lists every name the file leaves unmatched, resolved ones too.
    unmatched: exampleImportPreview.unmatched,
  };
}

/**
 * Routes of the fake API client answering the import endpoints from memory, for stories and
 * tests: an upload joins the history, a commit finishes after a few progress polls.
 */
export function importRoutes(options: ImportRoutesOptions = {}): FakeRoutes {
  let imports: ImportBatch[] = Array.isArray(options.imports)
    ? [...options.imports]
    : [...exampleImportBatches];
  let nextId = 20;
  const polls = new Map<number, number>();
  const find = (id: string | undefined) => imports.find((b) => b.import_batch_id === Number(id));
  const save = (batch: ImportBatch) => {
    imports = imports.map((item) =>
      item.import_batch_id === batch.import_batch_id ? batch : item,
    );
    return batch;
  };
  return {
    'GET imports': () => (isAnswer(options.imports) ? options.imports : success({ imports })),
    'POST imports': ({ query }) => {
      if (options.upload) return options.upload;
      const fileName = query.get('file_name') ?? 'file.csv';
      const xlsx = fileName.toLowerCase().endsWith('.xlsx');
      const sheets = ['Summary', 'Deals'];
      const asked = query.get('sheet');
      const sheet = xlsx
        ? (sheets.find((name) => name.toLowerCase() === asked?.toLowerCase()) ?? sheets[0])
        : null;
      if (sheet && options.sheetsWithoutHeader?.includes(sheet)) {
        return {
          status: 400,
          body: {
            status: 'error',
            code: 'validation-error',
            message: `sheet: the sheet "${sheet}" has no header row (its first row should name the columns): choose the sheet that holds the rows`,
            choices: sheets,
          },
        };
      }
      const batch: ImportBatch = {
        ...exampleImportUpload,
        import_batch_id: nextId++,
        kind: (query.get('kind') ?? 'transactions') as ImportBatch['kind'],
        file_name: fileName,
        file_format: xlsx ? 'xlsx' : 'csv',
        sheet: asked ? (sheet ?? null) : null,
      };
      imports = [batch, ...imports];
      // A workbook of two sheets, the one asked for (or the first) read.
      return success({ ...batch, sheets: xlsx ? sheets : [] }, 201);
    },
    'GET imports/:id': ({ params }) => {
      if (options.batch) return options.batch;
      const batch = find(params['id']);
      if (!batch) return failure(404, 'not-found', 'Not found');
      if (batch.status !== 'committing') return success(batch);
      const seen = (polls.get(batch.import_batch_id) ?? 0) + 1;
      polls.set(batch.import_batch_id, seen);
      const total = batch.rows_total || 3;
      const finished = seen >= (options.pollsToFinish ?? 3);
      const rowsDone = finished ? total : Math.round((total * seen) / 4);
      return success(
        save({
          ...batch,
          status: finished ? 'done' : 'committing',
          rows_created: finished ? 2 : 0,
          rows_rejected: finished ? 1 : 0,
          progress: {
            rows_done: rowsDone,
            rows_total: total,
            rows_per_second: 1200,
            seconds_left: finished ? 0 : 4,
          },
        }),
      );
    },
    'GET imports/:id/columns': ({ params }) => {
      if (options.columns) return options.columns;
      if (!find(params['id'])) return failure(404, 'not-found', 'Not found');
      return success({ columns: exampleImportColumns });
    },
    'POST imports/:id/preview': ({ params, body }) => {
      if (options.preview) return options.preview;
      const batch = find(params['id']);
      if (!batch) return failure(404, 'not-found', 'Not found');
      // A preview keeps the mapping and the name choices with the upload, as the server does.
      const answer = previewWith(batch, body as PreviewImportRequest);
      save(answer.batch);
      return success(answer);
    },
    'POST imports/:id/commit': ({ params, body }) => {
      if (options.commit) return options.commit;
      const batch = find(params['id']);
      if (!batch) return failure(404, 'not-found', 'Not found');
      const request = body as PreviewImportRequest;
      return success(
        save({
          ...batch,
          status: 'committing',
          mapping: request.mapping,
          constants: request.constants ?? {},
          value_maps: request.value_maps ?? {},
          resolutions: request.resolutions ?? [],
          rows_total: 3,
          progress: { rows_done: 0, rows_total: 3, rows_per_second: null, seconds_left: null },
        }),
        202,
      );
    },
    'POST imports/:id/resume': ({ params }) => {
      const batch = find(params['id']);
      if (!batch) return failure(404, 'not-found', 'Not found');
      return success(save({ ...batch, status: 'committing', failure: null }), 202);
    },
    'POST imports/:id/undo': ({ params }) => {
      if (options.undo) return options.undo;
      const batch = find(params['id']);
      if (!batch) return failure(404, 'not-found', 'Not found');
      return success(save({ ...batch, status: 'undone', undone_at: '2026-03-05T09:00:00.000Z' }));
    },
    'DELETE imports/:id': ({ params }) => {
      const batch = find(params['id']);
      if (!batch) return failure(404, 'not-found', 'Not found');
      return success(save({ ...batch, status: 'discarded' }));
    },
    'GET imports/:id/rejected.csv': {
      body: 'Deal ID,Error\nD-101,Payment date: no such day\n',
      headers: { 'content-disposition': 'attachment; filename="rejected.csv"' },
    },
  };
}
