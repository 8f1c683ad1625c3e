import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { seedAcmeImportWorld } from '../../testing/acme-import-world.ts';

/*
 * A CRM's deal export imported as it comes: no Type column (a constant fills it), a Stage in
 * the CRM's words (mapped to statuses, remembered for the next export), a Currency column (a
 * row in euros is refused, never converted) and a record exported twice.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await seedAcmeImportWorld(t);
});

afterAll(async () => {
  await t.close();
});

const crmHeader =
  'Opportunity ID,Opportunity Owner,Account Name,Close Date,Amount,Currency,Stage,Product';
const crmRows = [
  'OPP-1,cora@acme.test,Jo Smith,2026-03-04,"1,000.00",USD,Closed Won,Coaching',
  'OPP-2,cora@acme.test,Al Lee,2026-03-05,"2,500.00",,Closed Won,Coaching',
  'OPP-3,cora@acme.test,Bo Chan,2026-03-06,"1,000.00",EUR,Closed Won,Coaching',
  'OPP-4,cora@acme.test,Cy Diaz,2026-03-07,300,USD,Closed Lost,Coaching',
  'OPP-1,cora@acme.test,Jo Smith,2026-03-04,"1,000.00",USD,Closed Won,Coaching',
  'OPP-5,cora@acme.test,Di Eve,2026-03-08,400,USD,Negotiation,Coaching',
];
const crmCsv = `${[crmHeader, ...crmRows].join('\r\n')}\r\n`;
const rules = {
  constants: { type: 'new' },
  value_maps: { status: { 'Closed Won': 'approved', 'Closed Lost': 'rejected' } },
};

type Batch = {
  import_batch_id: number;
  mapping: Record<string, string>;
  constants: Record<string, string>;
  value_maps: Record<string, Record<string, string>>;
  rows_created: number;
  rows_duplicate: number;
  rows_rejected: number;
  resolutions: unknown[];
};

async function upload(csv = crmCsv): Promise<Batch> {
  const response = await t.injectAs(admin, {
    method: 'POST',
    url: '/api/imports?kind=transactions&file_name=crm-export.csv',
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Batch }>().data;
}

describe('a CRM export', () => {
  it('shows each column’s first values and its distinct values with their rows', async () => {
    const batch = await upload();
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}/columns`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { columns } = response.json<{
      data: { columns: { header: string; samples: string[]; values: unknown[] }[] };
    }>().data;
    expect(columns[0]).toMatchObject({
      header: 'Opportunity ID',
      samples: ['OPP-1', 'OPP-2', 'OPP-3'],
    });
    expect(columns[5]?.values).toEqual([
      { value: 'USD', rows: 4 },
      { value: '', rows: 1 },
      { value: 'EUR', rows: 1 },
    ]);
    expect(columns[6]?.values).toEqual([
      { value: 'Closed Won', rows: 4 },
      { value: 'Closed Lost', rows: 1 },
      { value: 'Negotiation', rows: 1 },
    ]);
  });

  it('previews with a constant Type and its stages mapped; a refused value shows as refused', async () => {
    const batch = await upload();
    expect(batch.mapping).toMatchObject({ 5: 'currency', 6: 'status' });
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: { mapping: batch.mapping, ...rules },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{
      data: {
        counts: Record<string, number>;
        rows: { row_number: number; values: Record<string, unknown>; refused: string[] }[];
        problems: { row_number: number; column: string; rule: string }[];
      };
    }>().data;
    expect(preview.counts).toMatchObject({ new: 3, duplicate: 1, rejected: 2 });
    expect(preview.problems).toEqual([
      { row_number: 4, column: 'Currency', rule: 'the currency is EUR: SalesDash counts USD only' },
      {
        row_number: 7,
        column: 'Stage',
        rule: 'unknown status (expected pending, approved, rejected, refunded)',
      },
    ]);
    const byRow = new Map(preview.rows.map((row) => [row.row_number, row]));
    expect(byRow.get(2)).toMatchObject({
      values: { type: 'new', status: 'approved', currency: 'USD', amount: 1000 },
      refused: [],
    });
    expect(byRow.get(7)).toMatchObject({ values: { status: 'Negotiation' }, refused: ['status'] });
  });

  it('lands it: euros refused with the reason, the repeated record a duplicate', async () => {
    const batch = await upload();
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/commit`,
      payload: { mapping: batch.mapping, ...rules },
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.app.importService.commits.idle();
    const done = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}`,
    });
    expect(done.json<{ data: Batch }>().data).toMatchObject({
      rows_created: 3,
      rows_duplicate: 1,
      rows_rejected: 2,
    });
    const landed = await t.database.query<{
      customer_name: string;
      amount_cents: string;
      transaction_status: string;
      transaction_type: string;
    }>(
      `SELECT customer_name, amount_cents::text AS amount_cents, transaction_status, transaction_type
        FROM transactions WHERE organization_id = $1 ORDER BY customer_name`,
      [admin.organizationId],
    );
    expect(landed).toEqual([
      {
        customer_name: 'Al Lee',
        amount_cents: '250000',
        transaction_status: 'approved',
        transaction_type: 'new',
      },
      {
        customer_name: 'Cy Diaz',
        amount_cents: '30000',
        transaction_status: 'rejected',
        transaction_type: 'new',
      },
      {
        customer_name: 'Jo Smith',
        amount_cents: '100000',
        transaction_status: 'approved',
        transaction_type: 'new',
      },
    ]);
    const csv = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}/rejected.csv`,
    });
    expect(csv.body).toContain('Currency: the currency is EUR: SalesDash counts USD only');
  });

  it('remembers the constants and value maps for the next export of these columns', async () => {
    const next = await upload();
    expect(next.constants).toEqual(rules.constants);
    expect(next.value_maps).toEqual(rules.value_maps);
  });

  it.each([
    {
      name: 'a constant for a field a column already fills',
      body: { constants: { status: 'approved' } },
      field: 'constants.status',
    },
    {
      name: 'a constant that is not one of the field’s values',
      body: { constants: { type: 'gift' } },
      field: 'constants.type',
    },
    {
      name: 'a value map to a value the field does not take',
      body: { constants: { type: 'new' }, value_maps: { status: { 'Closed Won': 'won' } } },
      field: 'value_maps.status',
    },
    {
      name: 'a value map of a field that takes any text',
      body: { constants: { type: 'new' }, value_maps: { customer_name: { Jo: 'Joe' } } },
      field: 'value_maps.customer_name',
    },
    { name: 'no Type column and no constant for it', body: {}, field: 'mapping' },
  ])('refuses $name with 400 naming it', async ({ body, field }) => {
    const batch = await upload();
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: { mapping: batch.mapping, ...body },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(field);
  });
});

describe('names to resolve', () => {
  it('keeps the choices with the upload, and shows the product a name is mapped to', async () => {
    const csv = `${crmHeader}\r\nOPP-9,cora@acme.test,Jo,2026-03-04,100,USD,Closed Won,Coaching Program\r\n`;
    const batch = await upload(csv);
    const [product] = await t.database.query<{ id: number }>(
      "SELECT product_id AS id FROM products WHERE organization_id = $1 AND name = 'Coaching'",
      [admin.organizationId],
    );
    const resolutions = [
      { kind: 'product', value: 'Coaching Program', action: 'map', id: Number(product?.id) },
    ];
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: { mapping: batch.mapping, ...rules, resolutions },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{
      data: { batch: Batch; rows: { values: Record<string, unknown> }[] };
    }>().data;
    expect(preview.rows[0]?.values['product']).toBe('Coaching');
    expect(preview.batch.resolutions).toEqual(resolutions);
    const again = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}`,
    });
    expect(again.json<{ data: Batch }>().data.resolutions).toEqual(resolutions);
  });
});
