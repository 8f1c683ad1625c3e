import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';
import { hostileFileBody, hostileFiles, type HostileFile } from './hostile-files.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({
    organizationName: 'Acme',
    access: 2,
    email: 'hostile-admin@acme.test',
  });
  await t.insertId(
    "INSERT INTO products (organization_id, name) VALUES ($1, 'Coaching') RETURNING product_id AS id",
    [admin.organizationId],
  );
});

afterAll(async () => {
  await t.close();
});

async function upload(entry: HostileFile) {
  return t.injectAs(admin, {
    method: 'POST',
    url: `/api/imports?kind=transactions&file_name=${entry.fileName}`,
    headers: { 'content-type': entry.contentType },
    payload: await hostileFileBody(entry),
  });
}

/** The server still answers: the file neither crashed it nor left its loop stuck. */
async function expectLive() {
  const live = await t.app.inject({ method: 'GET', url: '/health/live' });
  expect(live.statusCode).toBe(200);
}

describe('the hostile-file corpus', () => {
  it.each(hostileFiles.filter((entry) => entry.status === 400))(
    'refuses $file with 400 naming the limit, keeps nothing of it, and still answers',
    { timeout: 60_000 },
    async (entry) => {
      const response = await upload(entry);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(entry.message);
      const kept = await readdir(path.join(t.app.config.dataDir, 'imports'));
      expect(kept.filter((name) => name.startsWith('.upload-'))).toEqual([]);
      await expectLive();
    },
  );

  it('reads a date cell holding 1e308 as a rejected row, and its commit finishes', async () => {
    const entry = hostileFiles.find((candidate) => candidate.status === 201);
    if (!entry?.rejects) throw new Error('the corpus has no file an upload takes');
    const uploaded = await upload(entry);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const batch = uploaded.json<{
      data: { import_batch_id: number; mapping: Record<string, string> };
    }>().data;

    const preview = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/preview`,
      payload: { mapping: batch.mapping },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<{
      data: {
        counts: { rows: number; rejected: number };
        problems: { row_number: number; column: string; rule: string }[];
      };
    }>().data;
    expect(previewed.counts).toMatchObject({ rows: 1, rejected: 1 });
    const { row, column, rule } = entry.rejects;
    expect(previewed.problems).toEqual([{ row_number: row, column, rule }]);

    const commit = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/imports/${batch.import_batch_id}/commit`,
      payload: { mapping: batch.mapping },
    });
    expect(commit.statusCode, commit.body).toBe(202);
    await t.app.importService.commits.idle();
    const done = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}`,
    });
    expect(done.json<{ data: object }>().data).toMatchObject({
      status: 'done',
      rows_rejected: 1,
      failure: null,
    });
    const rejected = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/imports/${batch.import_batch_id}/rejected.csv`,
    });
    expect(rejected.body).toContain('1e+308');
    await expectLive();
  });
});
