import { statSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let cora: TestUser;
let outsider: TestUser;
let coaching: number;

const headers = 'Deal ID;Date;Closer;Product;Customer;Amount;Type;Status';
/** Every column of `headers` mapped as its name says. */
const headersMapping = {
  0: 'external_id',
  1: 'date',
  2: 'closer_email',
  3: 'product',
  4: 'customer_name',
  5: 'amount',
  6: 'type',
  7: 'status',
};
const rows = [
  'D-1;2026-03-04;cora@acme.test;Coaching;Jo Smith;"1.500,00";new;paid',
  'D-2;2026-02-30;cora@acme.test;Coaching;Al Lee;200;new;',
  'D-3;2026-03-05;nobody@acme.test;Masterclass;Bo Chan;-5;new;',
  'D-4;2026-03-06;nobody@acme.test;Coaching;Cy Diaz;300;payment plan;',
  'D-5;2026-03-07;outsider@other.test;Coaching;Di Eve;400;new;',
  '',
  ';;;;;;;',
];
const csv = `\ufeff${[headers, ...rows].join('\r\n')}\r\n`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ organizationName: 'Acme', access: 2, email: 'admin@acme.test' });
  manager = await t.createUser({ organizationName: 'Acme', access: 3, email: 'manager@acme.test' });
  cora = await t.createUser({ organizationName: 'Acme', email: 'cora@acme.test' });
  outsider = await t.createUser({ organizationName: 'Other', email: 'outsider@other.test' });
  coaching = await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [admin.organizationId],
  );
});

afterAll(async () => {
  await t.close();
});

function upload(
  as: TestUser,
  body: string | Buffer,
  query = 'kind=transactions&file_name=deals.csv',
  type = 'text/csv',
) {
  return t.injectAs(as, {
    method: 'POST',
    url: `/api/imports?${query}`,
    headers: { 'content-type': type },
    payload: body,
  });
}

type Batch = {
  import_batch_id: number;
  headers: string[];
  mapping: Record<string, string>;
  status: string;
};

describe('uploading', () => {
  it('keeps the file (mode 0600) and answers its columns and a first mapping', async () => {
    const response = await upload(admin, csv);
    expect(response.statusCode, response.body).toBe(201);
    const batch = response.json<{ data: Batch }>().data;
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
    expect(batch.mapping).toEqual(headersMapping);
    expect(batch.status).toBe('uploaded');
    const file = path.join(t.app.config.dataDir, 'imports', `${batch.import_batch_id}.csv`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    {
      name: 'a file name that is no spreadsheet',
      query: 'kind=transactions&file_name=deals.txt',
      body: csv,
      field: /^file_name/,
    },
    {
      name: 'an unknown kind',
      query: 'kind=refunds&file_name=calls.csv',
      body: csv,
      field: /^kind/,
    },
    {
      name: 'an empty file',
      query: 'kind=transactions&file_name=deals.csv',
      body: '',
      field: /^body/,
    },
    {
      name: 'a stray quote',
      query: 'kind=transactions&file_name=deals.csv',
      body: 'A,"B\n',
      field: /^body/,
    },
  ])('refuses $name with 400 naming the field', async ({ query, body, field }) => {
    const response = await upload(admin, body, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(field);
  });

  it('refuses a file past 50 MB with 413 and keeps nothing of it', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1024, 'a');
    const response = await upload(admin, big);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/larger than 50 MB/);
  });

  it('reads an .xlsx sheet by name, and names the sheets when the one asked for is missing', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Summary').addRow(['Total']);
    const deals = book.addWorksheet('Deals');
    deals.addRow(['Date', 'Amount', 'Rep email', 'Offer', 'Client name', 'Payment type']);
    deals.addRow([new Date(Date.UTC(2026, 2, 4)), 1500, 'cora@acme.test', 'Coaching', 'Jo', 'new']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const read = await upload(
      admin,
      file,
      'kind=transactions&file_name=deals.xlsx&sheet=Deals',
      type,
    );
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json<{ data: Batch }>().data.headers).toEqual([
      'Date',
      'Amount',
      'Rep email',
      'Offer',
      'Client name',
      'Payment type',
    ]);
    const missing = await upload(
      admin,
      file,
      'kind=transactions&file_name=deals.xlsx&sheet=Calls',
      type,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^sheet.*"Summary", "Deals"/);
  });

  it('is for admins (and import keys): a manager gets 403', async () => {
    expect((await upload(manager, csv)).statusCode).toBe(403);
  });
});

describe('previewing', () => {
  it('reads every row with the mapping: rows as stored, counts, rules broken, names to resolve', async () => {
    const batch = (await upload(admin, csv)).json<{ data: Batch }>().data;
    const known = await t.insertId(
      `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_date)
        VALUES ($1, $2, $3, 90000, 'new', '2026-03-01') RETURNING transaction_id AS id`,
      [admin.organizationId, cora.userId, coaching],
    );
    await t.database.query(
      "INSERT INTO external_ids (organization_id, record_type, external_id, record_id, source) VALUES ($1, 'transaction', 'D-1', $2, 'webhook')",
      [admin.organizationId, known],
    );
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: { mapping: batch.mapping },
    });
    if (response.statusCode !== 200)
      await t.app.importService
        .preview(admin.organizationId, batch.import_batch_id, { mapping: batch.mapping })
        .catch((e) => console.log('ERR', e));
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{
      data: {
        counts: Record<string, number>;
        rows: {
          row_number: number;
          outcome: string;
          values: Record<string, unknown>;
        }[];
        problems: { row_number: number; column: string; rule: string }[];
        unmatched: { kind: string; value: string; rows: number }[];
        batch: Batch & { rows_total: number };
      };
    }>().data;
    expect(preview.counts).toEqual({
      rows: 5,
      new: 0,
      update: 1,
      duplicate: 0,
      rejected: 2,
      unmatched: 2,
    });
    expect(preview.rows[0]).toMatchObject({
      row_number: 2,
      outcome: 'update',
      values: { amount: 1500, closer_email: 'cora@acme.test', status: 'approved' },
    });
    expect(preview.problems).toEqual([
      { row_number: 3, column: 'Date', rule: 'no such day' },
      { row_number: 4, column: 'Amount', rule: 'negative amount' },
    ]);
    // Another organization's account is nobody here: its address is a name to resolve.
    expect(preview.unmatched).toEqual([
      { kind: 'person', value: 'nobody@acme.test', rows: 2 },
      { kind: 'product', value: 'Masterclass', rows: 1 },
      { kind: 'person', value: 'outsider@other.test', rows: 1 },
    ]);
    expect(preview.batch.rows_total).toBe(5);
  });

  it('reads resolved names as matched, and still lists them so the choice can change', async () => {
    const batch = (await upload(admin, csv)).json<{ data: Batch }>().data;
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: {
        mapping: batch.mapping,
        resolutions: [
          { kind: 'person', value: 'nobody@acme.test', action: 'create' },
          { kind: 'product', value: 'Masterclass', action: 'map', id: coaching },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{
      data: { counts: Record<string, number>; unmatched: { value: string }[] };
    }>().data;
    // Row 5 (nobody, Coaching, 300, payment plan) now reads; rows 3 and 4 break rules, and
    // row 6 still names an address nobody resolved.
    expect(preview.counts).toMatchObject({ new: 1, update: 1, unmatched: 1, rejected: 2 });
    expect(preview.unmatched.map((name) => name.value)).toEqual([
      'nobody@acme.test',
      'Masterclass',
      'outsider@other.test',
    ]);
  });

  it('offers the mapping last used for files of the same columns', async () => {
    const first = (await upload(admin, csv)).json<{ data: Batch }>().data;
    const changed: Record<string, string> = { ...first.mapping, 4: 'notes' };
    delete changed[7];
    // Customer name is required by the rules, not the mapping: the preview still runs.
    const previewed = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${first.import_batch_id}/preview`,
      payload: { mapping: changed },
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const second = (await upload(admin, csv)).json<{ data: Batch }>().data;
    expect(second.mapping).toEqual(changed);
  });

  it.each([
    { name: 'a column the file does not have', mapping: { 9: 'date' }, field: /^mapping\.9/ },
    {
      name: 'a field that does not exist',
      mapping: { 0: 'color' },
      field: /^mapping\.0: must be one of/,
    },
    {
      name: 'a field mapped twice',
      mapping: { 1: 'date', 2: 'date' },
      field: /^mapping\.2: date is already column 1/,
    },
    {
      name: 'a required field left out',
      mapping: { 1: 'date' },
      field: /^mapping: amount must be mapped/,
    },
  ])('refuses $name with 400 naming it', async ({ mapping, field }) => {
    const batch = (await upload(admin, csv)).json<{ data: Batch }>().data;
    const response = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: { mapping },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(field);
  });
});

describe('an address with an account in another organization', () => {
  // Same length as outsider@other.test, and nobody's account anywhere.
  const stranger = 'stranger@other.test';
  // Every column as the headers say (a test above changed the mapping offered for them).
  const mapping = headersMapping;
  // The address is the deal's id too, so the two files land two deals.
  const fileNaming = (email: string) =>
    `${headers}\r\n${email};2026-03-04;${email};Coaching;Ora Ode;250;new;\r\n`;

  /** Everything the API answers about a file naming `email`: preview, resolved preview, commit. */
  async function answersFor(email: string) {
    const batch = (await upload(admin, fileNaming(email))).json<{ data: Batch }>().data;
    const preview = (resolutions: unknown[]) =>
      t.injectAs(admin, {
        method: 'POST',
        url: `/api/imports/${batch.import_batch_id}/preview`,
        payload: { mapping, resolutions },
      });
    const create = [{ kind: 'person', value: email, action: 'create' }];
    // A map to a person who does not exist: the one error a person's resolution can still get.
    const mapNobody = [{ kind: 'person', value: email, action: 'map', id: 999_999 }];
    const answers = [await preview([]), await preview(create), await preview(mapNobody)];
    const committed = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/commit`,
      payload: { mapping, resolutions: create },
    });
    await t.app.importService.commits.idle();
    const done = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}`,
    });
    // The batch's own id, file and times differ between two uploads; the rest must not.
    const comparable = ({ statusCode, body }: { statusCode: number; body: string }) => {
      const json = JSON.parse(body) as { data?: Record<string, unknown> };
      const data = json.data ?? {};
      const batchOf = (data['batch'] ?? data) as Record<string, unknown>;
      const { status, rows_total, rows_created, rows_rejected, failure } = batchOf;
      const rest = 'batch' in data ? { ...data, batch: undefined } : {};
      return JSON.stringify({
        statusCode,
        json: {
          ...json,
          data: { ...rest, status, rows_total, rows_created, rows_rejected, failure },
        },
      }).replaceAll(email, '<address>');
    };
    return [...answers, committed, done].map(comparable);
  }

  it('reads exactly as an unknown address in preview, resolutions, errors and commit', async () => {
    const unknown = await answersFor(stranger);
    const elsewhere = await answersFor(outsider.email);
    expect(elsewhere).toEqual(unknown);
    // And what both read as: a name to resolve, then a row created with its new person.
    expect(JSON.parse(unknown[0] ?? '{}')).toMatchObject({
      statusCode: 200,
      json: { data: { unmatched: [{ kind: 'person', value: '<address>', rows: 1 }] } },
    });
    expect(JSON.parse(unknown[2] ?? '{}')).toMatchObject({ statusCode: 400 });
    expect(JSON.parse(unknown[4] ?? '{}')).toMatchObject({
      json: { data: { status: 'done', rows_created: 1, rows_rejected: 0 } },
    });
  });

  it('creates this organization’s own person for it, and sign-in still opens the other account', async () => {
    // The commit of the test above created it.
    const people = await t.database.query<{
      organization_id: number;
      is_active: boolean;
      has_password: boolean;
    }>(
      `SELECT organization_id, is_active, password_hash IS NOT NULL AS has_password
        FROM users WHERE lower(email) = $1 ORDER BY user_id`,
      [outsider.email],
    );
    expect(people).toEqual([
      { organization_id: outsider.organizationId, is_active: true, has_password: true },
      { organization_id: admin.organizationId, is_active: false, has_password: false },
    ]);
    const [deal] = await t.database.query<{ organization_id: number }>(
      `SELECT u.organization_id FROM transactions tr JOIN users u ON u.user_id = tr.user_id
        WHERE tr.customer_name = 'Ora Ode' AND lower(u.email) = $1`,
      [outsider.email],
    );
    expect(deal?.organization_id).toBe(admin.organizationId);
    // The imported record has no password: signing in picks the account the password opens.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: outsider.email, password: 'secret-password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json<{ data: { organization_id: number } }>().data.organization_id).toBe(
      outsider.organizationId,
    );
  });
});

describe('API keys', () => {
  const withKey = (key: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });
  const mapping = headersMapping;
  const file = `${headers}\r\nK-1;2026-03-04;cora@acme.test;Coaching;Kay;100;new;paid\r\n`;
  const uploadWith = (key: string) =>
    withKey(key, {
      method: 'POST',
      url: '/api/imports?kind=transactions&file_name=deals.csv',
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });

  it('uploads and previews with import; only import:commit lands and undoes, and nothing else', async () => {
    const importKey = await t.apiKey(admin, ['import']);
    const commitKey = await t.apiKey(admin, ['import:commit']);
    const uploaded = await uploadWith(importKey);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json<{ data: Batch }>().data.import_batch_id;
    const preview = {
      method: 'POST',
      url: `/api/imports/${id}/preview`,
      payload: { mapping },
    } as const;
    expect((await withKey(importKey, preview)).statusCode).toBe(200);
    const commit = {
      method: 'POST',
      url: `/api/imports/${id}/commit`,
      payload: { mapping },
    } as const;

    // Landing pays commission on approved rows: the import scope alone does not reach it.
    const refused = await withKey(importKey, commit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/lacks the import:commit scope/);
    // And import:commit alone does not upload, preview or read the history.
    expect((await uploadWith(commitKey)).statusCode).toBe(403);
    expect((await withKey(commitKey, preview)).statusCode).toBe(403);
    expect((await withKey(commitKey, { method: 'GET', url: '/api/imports' })).statusCode).toBe(403);

    const landed = await withKey(commitKey, commit);
    expect(landed.statusCode, landed.body).toBe(202);
    await t.app.importService.commits.idle();
    const undo = { method: 'POST', url: `/api/imports/${id}/undo` } as const;
    expect((await withKey(importKey, undo)).statusCode).toBe(403);
    const undone = await withKey(commitKey, undo);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<{ data: Batch }>().data.status).toBe('undone');
  });
});

describe('the history and discarding', () => {
  it('lists uploads newest first; a discarded one loses its file and can no longer be previewed', async () => {
    const batch = (await upload(admin, csv)).json<{ data: Batch }>().data;
    const listed = await t.injectAs(admin, { method: 'GET', url: '/api/imports' });
    expect(listed.json<{ data: { imports: Batch[] } }>().data.imports[0]?.import_batch_id).toBe(
      batch.import_batch_id,
    );

    const discarded = await t.injectAs(admin, {
      method: 'DELETE',
      url: `/api/imports/${batch.import_batch_id}`,
    });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json<{ data: Batch }>().data.status).toBe('discarded');
    const file = path.join(t.app.config.dataDir, 'imports', `${batch.import_batch_id}.csv`);
    expect(() => statSync(file)).toThrow();
    const again = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: { mapping: batch.mapping },
    });
    expect(again.statusCode).toBe(409);
    const audit = await t.database.query<{ action: string }>(
      "SELECT action FROM audit_events WHERE entity_type = 'import' AND entity_id = $1 ORDER BY audit_event_id",
      [String(batch.import_batch_id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['import.uploaded', 'import.discarded']);
  });

  it('answers 404 for another organization’s import', async () => {
    const other = await t.createUser({ organizationName: 'Other', access: 2 });
    const batch = (await upload(admin, csv)).json<{ data: Batch }>().data;
    expect(
      (await t.injectAs(other, { method: 'GET', url: `/api/imports/${batch.import_batch_id}` }))
        .statusCode,
    ).toBe(404);
  });
});
