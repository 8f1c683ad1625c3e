import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../testing/build-test-app.ts';
import { seedAcmeImportWorld } from '../../testing/acme-import-world.ts';

/*
 * The rejected rows' download reads back as it was written: uploaded again (fixed or not), each
 * cell is the value the first file held, the formula guard's `'` gone and any other kept.
 */

let t: TestApp;
let admin: TestUser;

type Batch = { import_batch_id: number; mapping: Record<string, string>; status: string };

const header = 'Deal ID,Date,Closer,Product,Customer,Amount,Type';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await seedAcmeImportWorld(t);
});

afterAll(async () => {
  await t.close();
});

async function upload(csv: string, fileName: string): Promise<Batch> {
  const response = await t.injectAs(admin, {
    method: 'POST',
    url: `/api/imports?kind=transactions&file_name=${fileName}`,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Batch }>().data;
}

async function commit(batch: Batch, mapping: Record<string, string>): Promise<void> {
  const response = await t.injectAs(admin, {
    method: 'POST',
    url: `/api/imports/${batch.import_batch_id}/commit`,
    payload: { mapping },
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.importService.commits.idle();
}

async function rejectedCsv(batch: Batch): Promise<string> {
  const response = await t.injectAs(admin, {
    method: 'GET',
    url: `/api/imports/${batch.import_batch_id}/rejected.csv`,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The cells of a batch's rejected rows, as read from its file, the file's own columns only. */
async function rejectedCells(batch: Batch, columns: number): Promise<unknown[][]> {
  const rows = await t.database.query<{ cells: unknown[] }>(
    "SELECT cells FROM import_rows WHERE import_batch_id = $1 AND outcome = 'rejected' ORDER BY row_number",
    [batch.import_batch_id],
  );
  return rows.map((row) => row.cells.slice(0, columns));
}

describe('the rejected rows, uploaded again', () => {
  it('read as the first file held them: the guard’s quote dropped, the cell’s own kept', async () => {
    const lines = [
      'G-1,soon,cora@acme.test,Coaching,"=HYPERLINK(""http://x.test"")",100,new',
      'G-2,2026-01-05,cora@acme.test,Coaching,+1 555 0100,-5,new',
      'G-3,2026-01-05,cora@acme.test,Coaching,@home,-7.50,new',
      "G-4,2026-01-05,cora@acme.test,Coaching,'90s Hits,-1,new",
      "G-5,2026-01-05,cora@acme.test,Coaching,O'Brien,-2,new",
      'G-6,2026-02-30,cora@acme.test,Coaching,"\tTabbed, Inc",300,new',
    ];
    const first = await upload(`${[header, ...lines].join('\r\n')}\r\n`, 'deals.csv');
    const mapping = first.mapping;
    await commit(first, mapping);
    const written = await rejectedCsv(first);
    expect(written).toContain("'-5");
    expect(written).toContain("'=HYPERLINK");

    const again = await upload(written, 'deals-rejected.csv');
    await commit(again, mapping);
    const columns = header.split(',').length;
    const before = await rejectedCells(first, columns);
    expect(before).toHaveLength(lines.length);
    expect(before[1]).toEqual([
      'G-2',
      '2026-01-05',
      'cora@acme.test',
      'Coaching',
      '+1 555 0100',
      '-5',
      'new',
    ]);
    expect(await rejectedCells(again, columns)).toEqual(before);
  });
});
