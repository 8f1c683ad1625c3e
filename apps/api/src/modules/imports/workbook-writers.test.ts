import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { seedAcmeImportWorld } from '../../testing/acme-import-world.ts';

/*
 * Workbooks as openpyxl (and pandas through it) and LibreOffice write them, uploaded and
 * committed through the API: each lands its payments with their days and cents. The files are
 * in spreadsheet/fixtures/, with the script that wrote them.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'spreadsheet/fixtures');
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let admin: TestUser;

type Batch = {
  import_batch_id: number;
  sheet: string | null;
  sheets?: string[];
  headers: string[];
  mapping: Record<string, string>;
  status: string;
  rows_created: number;
  rows_rejected: number;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await seedAcmeImportWorld(t);
});

afterAll(async () => {
  await t.close();
});

async function uploadWorkbook(app: TestApp, as: TestUser, file: string, sheet?: string) {
  const query = new URLSearchParams({ kind: 'transactions', file_name: file });
  if (sheet !== undefined) query.set('sheet', sheet);
  return app.injectAs(as, {
    method: 'POST',
    url: `/api/imports?${query.toString()}`,
    headers: { 'content-type': xlsxType },
    payload: await readFile(path.join(fixtures, file)),
  });
}

async function commit(batch: Batch): Promise<Batch> {
  const response = await t.injectAs(admin, {
    method: 'POST',
    url: `/api/imports/${batch.import_batch_id}/commit`,
    payload: { mapping: batch.mapping },
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.importService.commits.idle();
  const done = await t.injectAs(admin, {
    method: 'GET',
    url: `/api/imports/${batch.import_batch_id}`,
  });
  return done.json<{ data: Batch }>().data;
}

/** The payments an external-id prefix landed, as stored. */
function landed(prefix: string) {
  return t.database.query<{
    external_id: string;
    transaction_date: string;
    amount_cents: string;
    customer_name: string;
    transaction_type: string;
  }>(
    `SELECT e.external_id, t.transaction_date::text AS transaction_date,
            t.amount_cents::text AS amount_cents, t.customer_name, t.transaction_type
       FROM external_ids e JOIN transactions t ON t.transaction_id = e.record_id
      WHERE e.organization_id = $1 AND e.record_type = 'transaction' AND e.external_id LIKE $2
      ORDER BY e.external_id`,
    [admin.organizationId, `${prefix}-%`],
  );
}

const expected = (prefix: string) => [
  {
    external_id: `${prefix}-1`,
    transaction_date: '2026-01-05',
    amount_cents: '123450',
    customer_name: 'Jo Smith',
    transaction_type: 'new',
  },
  {
    external_id: `${prefix}-2`,
    transaction_date: '2026-02-28',
    amount_cents: '1999999',
    customer_name: 'Al Lee',
    transaction_type: 'payment_plan',
  },
  {
    external_id: `${prefix}-3`,
    transaction_date: '2025-12-31',
    amount_cents: '25000',
    customer_name: 'Bo Chan',
    transaction_type: 'new',
  },
];

describe('workbooks other tools write', () => {
  it.each([
    {
      writer: 'openpyxl, its default sheet "Sheet"',
      file: 'openpyxl-default-sheet.xlsx',
      prefix: 'O',
      sheet: 'Sheet',
    },
    {
      writer: 'openpyxl (pandas), a sheet named "Deals 2026"',
      file: 'openpyxl-named-sheet.xlsx',
      prefix: 'P',
      sheet: 'Deals 2026',
    },
    {
      writer: 'LibreOffice Calc',
      file: 'libreoffice-calc.xlsx',
      prefix: 'L',
      sheet: 'libreoffice-calc',
    },
  ])('imports the rows of $writer, days and cents as written', async ({ file, prefix, sheet }) => {
    const uploaded = await uploadWorkbook(t, admin, file);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const batch = uploaded.json<{ data: Batch }>().data;
    // The first sheet, read by default: the import names none, the answer lists it.
    expect(batch).toMatchObject({ sheet: null, sheets: [sheet] });
    expect(batch.headers).toEqual([
      'Deal ID',
      'Date',
      'Closer',
      'Product',
      'Customer',
      'Amount',
      'Type',
      'Status',
    ]);
    const committed = await commit(batch);
    expect(committed).toMatchObject({ status: 'done', rows_created: 3, rows_rejected: 0 });
    expect(await landed(prefix)).toEqual(expected(prefix));
  });

  it('reads a sheet named in another case than the workbook spells it', async () => {
    const uploaded = await uploadWorkbook(t, admin, 'openpyxl-named-sheet.xlsx', 'deals 2026');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json<{ data: Batch }>().data).toMatchObject({
      sheet: 'Deals 2026',
      sheets: ['Deals 2026'],
    });
  });

  it('asks for the sheet when the first has no header row, with the sheets to choose from', async () => {
    const first = await uploadWorkbook(t, admin, 'openpyxl-summary-first.xlsx');
    expect(first.statusCode, first.body).toBe(400);
    expect(first.json()).toMatchObject({
      message: expect.stringMatching(/^sheet: the sheet "Summary" has no header row/),
      choices: ['Summary', 'Deals'],
    });

    const chosen = await uploadWorkbook(t, admin, 'openpyxl-summary-first.xlsx', 'DEALS');
    expect(chosen.statusCode, chosen.body).toBe(201);
    const batch = chosen.json<{ data: Batch }>().data;
    expect(batch).toMatchObject({ sheet: 'Deals', sheets: ['Summary', 'Deals'] });
    expect(await commit(batch)).toMatchObject({ status: 'done', rows_created: 3 });
    expect(await landed('S')).toEqual(expected('S'));
  });

  it('names the sheets when the one asked for is missing', async () => {
    const missing = await uploadWorkbook(t, admin, 'openpyxl-summary-first.xlsx', 'Calls');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'sheet: no sheet named "Calls" (the workbook has "Summary", "Deals")',
      choices: ['Summary', 'Deals'],
    });
  });
});
