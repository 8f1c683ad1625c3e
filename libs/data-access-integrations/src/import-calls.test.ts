import {
  createFakeApiClient,
  exampleImportBatches,
  exampleImportColumns,
  exampleImportPreview,
  exampleImportUpload,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { choicesOf } from '@salesdash/data-access-api';
import { describe, expect, it } from 'vitest';
import {
  commitImport,
  discardImport,
  downloadRejectedRows,
  fetchImport,
  fetchImportColumns,
  fetchImports,
  previewImport,
  resumeImport,
  undoImport,
  uploadImport,
} from './import-calls.ts';
import { importBatchQueryOptions } from './imports-query-options.ts';

const upload = exampleImportUpload;
/** The upload's answer: the import and a workbook's sheets. */
const uploaded = { ...upload, sheets: ['Summary', 'Deals'] };
const id = upload.import_batch_id;
const mapping = exampleImportPreview.batch.mapping;

describe('import calls', () => {
  it('uploadImport sends the file as the body with its type and the query', async () => {
    const { api, requests } = createFakeApiClient({ 'POST imports': success(uploaded, 201) });
    const file = new Blob(['Deal ID,Payment date\nD-1,2025-03-04\n']);
    await expect(
      uploadImport(api, { kind: 'transactions', file_name: 'deals.csv' }, file),
    ).resolves.toEqual(uploaded);
    expect(requests[0]?.headers.get('content-type')).toBe('text/csv');
    expect(requests[0]?.query.get('kind')).toBe('transactions');
    expect(requests[0]?.query.get('file_name')).toBe('deals.csv');
  });

  it('uploadImport sends an .xlsx as a workbook, with its sheet', async () => {
    const { api, requests } = createFakeApiClient({ 'POST imports': success(uploaded, 201) });
    await uploadImport(
      api,
      { kind: 'appointments', file_name: 'Calls.XLSX', sheet: 'Q1' },
      new Blob(['x']),
    );
    expect(requests[0]?.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(requests[0]?.query.get('sheet')).toBe('Q1');
  });

  it('uploadImport throws the 413 with the server message', async () => {
    const { api } = createFakeApiClient({
      'POST imports': failure(413, 'payload-too-large', 'The file is over 50 MB'),
    });
    await expect(
      uploadImport(api, { kind: 'transactions', file_name: 'big.csv' }, new Blob(['x'])),
    ).rejects.toMatchObject({ status: 413, message: 'The file is over 50 MB' });
  });

  it('uploadImport throws a refused sheet with the sheets to choose from', async () => {
    const { api } = createFakeApiClient({
      'POST imports': {
        status: 400,
        body: {
          status: 'error',
          code: 'validation-error',
          message: 'sheet: the sheet "Summary" has no header row',
          choices: ['Summary', 'Deals'],
        },
      },
    });
    const refused = await uploadImport(
      api,
      { kind: 'transactions', file_name: 'q1.xlsx' },
      new Blob(['x']),
    ).catch((error: unknown) => error);
    expect(choicesOf(refused)).toEqual(['Summary', 'Deals']);
    expect(choicesOf(new Error('offline'))).toEqual([]);
  });

  it('reads the history and one import', async () => {
    const { api } = createFakeApiClient({
      'GET imports': success({ imports: exampleImportBatches }),
      'GET imports/:id': success(upload),
    });
    await expect(fetchImports(api)).resolves.toEqual(exampleImportBatches);
    await expect(fetchImport(api, id)).resolves.toEqual(upload);
  });

  it('previews and commits with the mapping and resolutions', async () => {
    const committing = { ...upload, status: 'committing' as const };
    const { api, requests } = createFakeApiClient({
      'POST imports/:id/preview': success(exampleImportPreview),
      'POST imports/:id/commit': success(committing, 202),
    });
    const resolutions = [
      { kind: 'product' as const, value: 'Mastermind', action: 'create' as const },
    ];
    await expect(previewImport(api, id, { mapping, resolutions })).resolves.toEqual(
      exampleImportPreview,
    );
    await expect(commitImport(api, id, { mapping, resolutions })).resolves.toEqual(committing);
    expect(requests.map((request) => request.path)).toEqual([
      'imports/7/preview',
      'imports/7/commit',
    ]);
    expect(requests[1]?.body).toEqual({ mapping, resolutions });
  });

  it('reads what each column of an upload holds', async () => {
    const { api, requests } = createFakeApiClient({
      'GET imports/:id/columns': success({ columns: exampleImportColumns }),
    });
    await expect(fetchImportColumns(api, id)).resolves.toEqual(exampleImportColumns);
    expect(requests[0]?.path).toBe('imports/7/columns');
  });

  it('resumes, undoes and discards', async () => {
    const { api, requests } = createFakeApiClient({
      'POST imports/:id/resume': success(upload, 202),
      'POST imports/:id/undo': failure(409, 'conflict', 'Row 12 (transaction 4567) was refunded'),
      'DELETE imports/:id': success({ ...upload, status: 'discarded' }),
    });
    await resumeImport(api, id);
    await expect(undoImport(api, id)).rejects.toMatchObject({
      status: 409,
      message: 'Row 12 (transaction 4567) was refunded',
    });
    await expect(discardImport(api, id)).resolves.toMatchObject({ status: 'discarded' });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST imports/7/resume',
      'POST imports/7/undo',
      'DELETE imports/7',
    ]);
  });

  it('downloads the rejected rows from the contract path', async () => {
    const { api, requests } = createFakeApiClient({
      'GET imports/:id/rejected.csv': { body: 'a,Error\n1,no such day\n' },
    });
    const file = await downloadRejectedRows(api, 6);
    expect(file.fileName).toBe('rejected-rows-6.csv');
    expect(requests[0]?.path).toBe('imports/6/rejected.csv');
  });

  it('asks a committing import again every second, and a finished one never', () => {
    const { api } = createFakeApiClient();
    const { refetchInterval } = importBatchQueryOptions(api, id);
    const asked = (status: string) =>
      typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data: { ...upload, status } } } as never)
        : refetchInterval;
    expect(asked('committing')).toBe(1000);
    expect(asked('done')).toBe(false);
    expect(asked('partial')).toBe(false);
  });
});
