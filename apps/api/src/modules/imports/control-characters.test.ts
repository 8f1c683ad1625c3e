import { controlCharactersMessage } from '@salesdash/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

/*
 * An imported row is checked against the contract of the route that would create it by hand,
 * so a name with a line break, tab or bidi override is a rejected row naming its column, as
 * the same name typed into the app answers 400 naming its field.
 */

let t: TestApp;
let admin: TestUser;

type Batch = { import_batch_id: number; mapping: Record<string, string> };
type Preview = {
  counts: Record<string, number>;
  problems: { row_number: number; column: string; rule: string }[];
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ organizationName: 'Acme', access: 2, email: 'admin@acme.test' });
  await t.createUser({ organizationName: 'Acme', email: 'cora@acme.test' });
  await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [admin.organizationId],
  );
});

afterAll(async () => {
  await t.close();
});

async function upload(kind: string, lines: readonly string[]): Promise<Batch> {
  const response = await t.injectAs(admin, {
    method: 'POST',
    url: `/api/imports?kind=${kind}&file_name=${kind}.csv`,
    headers: { 'content-type': 'text/csv' },
    payload: `${lines.join('\r\n')}\r\n`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Batch }>().data;
}

function preview(batch: Batch, resolutions: unknown[] = []) {
  return t.injectAs(admin, {
    method: 'POST',
    url: `/api/imports/${batch.import_batch_id}/preview`,
    payload: { mapping: batch.mapping, resolutions },
  });
}

const payments = [
  'Deal ID,Date,Closer,Product,Customer,Amount,Type',
  // A CR inside a quoted cell is the cell's own: the reader keeps it in the name.
  'D-1,2026-01-05,cora@acme.test,Coaching,"Jo\rSmith",100,new',
  'D-2,2026-01-05,cora@acme.test,Coaching,"Al\tLee",100,new',
  'D-3,2026-01-05,cora@acme.test,Coaching,Ann \u202eeeL,100,new',
  'D-4,2026-01-05,cora@acme.test,Coaching,Ok Name,100,new',
];

describe('an imported name with a control character', () => {
  it('is a rejected row naming the column, in the preview and in the commit', async () => {
    const batch = await upload('transactions', payments);
    const previewed = await preview(batch);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const { counts, problems } = previewed.json<{ data: Preview }>().data;
    expect(counts).toMatchObject({ rows: 4, new: 1, rejected: 3 });
    expect(problems).toEqual(
      [2, 3, 4].map((row) => ({
        row_number: row,
        column: 'Customer',
        rule: controlCharactersMessage,
      })),
    );

    const committed = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/commit`,
      payload: { mapping: batch.mapping },
    });
    expect(committed.statusCode, committed.body).toBe(202);
    await t.app.importService.commits.idle();
    const done = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}`,
    });
    expect(done.json<{ data: unknown }>().data).toMatchObject({
      status: 'done',
      rows_created: 1,
      rows_rejected: 3,
    });
    const stored = await t.database.query<{ customer_name: string }>(
      'SELECT customer_name FROM transactions WHERE organization_id = $1',
      [admin.organizationId],
    );
    expect(stored).toEqual([{ customer_name: 'Ok Name' }]);
    const rejected = await t.database.query<{ row_number: number; problems: unknown }>(
      "SELECT row_number, problems FROM import_rows WHERE import_batch_id = $1 AND outcome = 'rejected' ORDER BY row_number",
      [batch.import_batch_id],
    );
    expect(rejected.map((row) => row.row_number)).toEqual([2, 3, 4]);
    expect(JSON.stringify(rejected[0]?.problems)).toContain(controlCharactersMessage);
  });

  it('rejects a booked call whose lead’s name has a line separator, naming the column', async () => {
    const batch = await upload('appointments', [
      'Call ID,Call Date,Closer,Product,Lead Name',
      'C-1,2026-01-05 10:00,cora@acme.test,Coaching,Lee\u2028Roy',
    ]);
    const previewed = await preview(batch);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json<{ data: Preview }>().data.problems).toEqual([
      { row_number: 2, column: 'Lead Name', rule: controlCharactersMessage },
    ]);
  });

  it('refuses to create a product named with a line break (400 naming the resolution)', async () => {
    const batch = await upload('transactions', [
      'Deal ID,Date,Closer,Product,Customer,Amount,Type',
      'P-1,2026-01-05,cora@acme.test,"Web\ninar",Bo Chan,100,new',
    ]);
    const previewed = await preview(batch, [
      { kind: 'product', value: 'Web\ninar', action: 'create' },
    ]);
    expect(previewed.statusCode).toBe(400);
    expect(previewed.json<{ message: string }>().message).toBe(
      `resolutions.0.value: ${controlCharactersMessage}`,
    );
  });
});
