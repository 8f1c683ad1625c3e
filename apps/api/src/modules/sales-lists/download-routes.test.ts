import { shareTokenHeader } from '@salesdash/api-contract';
import { get as httpGet } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { OutboundRecordRow } from '@salesdash/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliOptions, gzipOptions } from '../../plugins/external/compression.ts';
import { signAccessToken } from '../../security/access-token.ts';
import { decodeBody } from '../../testing/decode-body.ts';
import {
  buildTestApp,
  testJwtSecret,
  type TestApp,
  type TestUser,
} from '../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../testing/fixture-org.ts';

let t: TestApp;
let f: FixtureOrg;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
type Query = Record<string, string>;

async function get(as: TestUser | string, url: string, query: Query) {
  const options = { method: 'GET' as const, url, query };
  return typeof as === 'string'
    ? t.app.inject({ ...options, headers: { [shareTokenHeader]: as } })
    : t.injectAs(as, options);
}

/** The CSV's records after the BOM and header, each split into cells (no quoted commas here). */
function records(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .slice(1)
    .map((line) => line.split(','));
}

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
  await t.database.query(
    `UPDATE transactions SET customer_name = '=HYPERLINK("http://evil.example","x")', notes = 'line 1
line 2, with "quotes"' WHERE amount_cents = 100000`,
  );
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/transactions/users/:id/download', () => {
  it('sends a UTF-8 CSV with BOM, header and the range in the file name', async () => {
    const response = await get(f.c, `/api/transactions/users/${f.c.userId}/download`, march);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="transactions-user-${f.c.userId}-2026-03-01_2026-03-31.csv"`,
    );
    expect(response.body.startsWith('\uFEFFDate,Customer,Email,Product,Type,Status,')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('guards formulas and quotes cells with commas, quotes and line breaks (RFC 4180)', async () => {
    const { body } = await get(f.c, `/api/transactions/users/${f.c.userId}/download`, march);
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(body).toContain('"line 1\nline 2, with ""quotes"""');
    expect(body).toContain(',1000.00,3000.00,');
  });

  it('holds the same rows in the same order as the list of the same query', async () => {
    for (const query of [
      march,
      { ...march, sortField: 'amount', sortOrder: 'asc' },
      { ...march, transaction_status: 'approved' },
    ]) {
      const list = await get(f.admin, `/api/transactions/products/${f.p}`, {
        ...query,
        limit: '100',
      });
      const ids = list
        .json()
        .data.transactions.map((row: { transaction_id: number }) => String(row.transaction_id));
      const csv = await get(f.admin, `/api/transactions/products/${f.p}/download`, query);
      const csvIds = csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1)
        .filter((line) => line !== '')
        .map((line) => line.slice(line.lastIndexOf(',') + 1));
      expect(csvIds, JSON.stringify(query)).toEqual(ids);
    }
  });

  it('keeps a manager’s product download to their team', async () => {
    const [manager, admin] = await Promise.all([
      get(f.m, `/api/transactions/products/${f.p}/download`, march),
      get(f.admin, `/api/transactions/products/${f.p}/download`, march),
    ]);
    expect(records(admin.body).length).toBeGreaterThan(records(manager.body).length);
  });

  it('reads through the person’s share link', async () => {
    const token = await t.shareToken(f.c, 'employee', f.c.userId);
    const response = await get(token, `/api/transactions/users/${f.c.userId}/download`, march);
    expect(response.statusCode).toBe(200);
    expect(records(response.body).length).toBeGreaterThan(0);
  });

  it.each([
    ['no dates', {}, 'startDate'],
    ['only a start', { startDate: '2026-03-01' }, 'endDate'],
    ['reversed dates', { startDate: '2026-03-31', endDate: '2026-03-01' }, 'endDate'],
    ['an impossible date', { startDate: '2026-02-30', endDate: '2026-03-31' }, 'startDate'],
    ['an unknown sort', { ...march, sortField: 'password' }, 'sortField'],
  ])('refuses %s with a 400 naming the field', async (_, query, field) => {
    const response = await get(f.c, `/api/transactions/users/${f.c.userId}/download`, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('does not exist for another team’s manager (the policy hides people one may not see)', async () => {
    const response = await get(f.m2, `/api/transactions/users/${f.c.userId}/download`, march);
    expect(response.statusCode).toBe(404);
  });
});

describe('appointment and outbound downloads', () => {
  it('write call times in the organization’s local time', async () => {
    const list = await get(f.c, `/api/appointments/users/${f.c.userId}`, {
      ...march,
      limit: '100',
    });
    const csv = await get(f.c, `/api/appointments/users/${f.c.userId}/download`, march);
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body.startsWith('\uFEFFCall (local time),Lead,Email,Product,Status,Appointment ID\r\n'),
    ).toBe(true);
    const rows = records(csv.body);
    expect(rows).toHaveLength(list.json().data.pagination.totalCount);
    for (const cells of rows) expect(cells[0]).toMatch(/^2026-(02-28|03-\d\d) \d\d:\d\d$/);
  });

  it('write outbound activity with its header', async () => {
    const csv = await get(f.admin, `/api/outbound-records/products/${f.p}/download`, march);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(
      `outbound-records-product-${f.p}-2026-03-01_2026-03-31.csv`,
    );
    expect(csv.body.startsWith('\uFEFFWhen (local time),Type,Product,Answered,')).toBe(true);
  });
});

describe('a download longer than one batch', () => {
  it('streams every row once, in order', async () => {
    await t.database.query(
      `INSERT INTO transactions (organization_id, user_id, product_id, amount_cents, transaction_type, transaction_date, customer_name)
       SELECT $1, $2, $3, 100 + n, 'new', DATE '2026-05-01' + (n % 28), 'Bulk ' || n FROM generate_series(1, 2100) AS n`,
      [f.admin.organizationId, f.d.userId, f.q],
    );
    const may = {
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      sortField: 'amount',
      sortOrder: 'desc',
    };
    const csv = await get(f.admin, `/api/transactions/users/${f.d.userId}/download`, may);
    const rows = records(csv.body);
    expect(rows).toHaveLength(2100);
    const cash = rows.map((cells) => Number(cells[6]));
    expect(cash[0]).toBe(22);
    expect(cash.at(-1)).toBe(1.01);
    expect(cash.every((value, index) => index === 0 || value <= (cash[index - 1] ?? 0))).toBe(true);
    expect(new Set(rows.map((cells) => cells.at(-1))).size).toBe(2100);
  });

  // At zlib's defaults (brotli 11, gzip 6) a compressed year took twice as long as a
  // plain one. The compressors are deterministic however the stream is chunked, so the bytes
  // tell which settings made them.
  it.each([
    ['br', (text: string) => brotliCompressSync(text, brotliOptions), brotliCompressSync],
    ['gzip', (text: string) => gzipSync(text, gzipOptions), gzipSync],
  ] as const)('compresses it with %s at the fast settings', async (encoding, fast, slow) => {
    const url = `/api/transactions/users/${f.d.userId}/download`;
    const may = { startDate: '2026-05-01', endDate: '2026-05-31' };
    const plain = await get(f.admin, url, may);
    const response = await t.injectAs(f.admin, {
      method: 'GET',
      url,
      query: may,
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    const text = decodeBody(encoding, response.rawPayload);
    expect(text).toBe(plain.body);
    expect(text.length).toBeGreaterThan(2 * 65_536);
    expect(response.rawPayload.equals(fast(text))).toBe(true);
    expect(response.rawPayload.equals(slow(text))).toBe(false);
  });
});

describe('a download that fails', () => {
  const row: OutboundRecordRow = {
    outbound_record_id: 1,
    user_id: 1,
    product_id: null,
    product_name: null,
    type: 'call',
    answered: true,
    duration_seconds: 60,
    created_at: '2026-03-02T15:00:00.000Z',
  };
  const url = () => `/api/outbound-records/users/${f.c.userId}/download`;
  let address: string | undefined;
  /** The rows: `before` of them, then the database fails. */
  const failAfter = (before: number) =>
    vi.spyOn(t.app.salesListService, 'eachOutboundRecord').mockImplementation(async function* () {
      for (let index = 0; index < before; index += 1) yield row;
      throw new Error('date/time field value out of range');
    });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 500 in the envelope when it fails before its first row', async () => {
    failAfter(0);
    const response = await get(f.c, url(), march);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'internal',
      message: 'Internal Server Error',
    });
  });

  it.each(['identity', 'gzip', 'br'])(
    'ends the connection with an error when it fails after its first byte (%s), never as a short file',
    async (encoding) => {
      failAfter(3);
      // Over HTTP: inject cannot show what a browser sees of a connection ended early. The
      // file's afterAll closes the server.
      address ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await signAccessToken(f.c, testJwtSecret);
      const target = `${address}${url()}?${new URLSearchParams(march).toString()}`;
      // Whether the client got a whole response (its status, and every byte the framing
      // announced), with no decoding that could itself fail on a whole one.
      const answer = await new Promise<{ complete: boolean; status?: number }>((resolve) => {
        const request = httpGet(target, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
        });
        request.on('response', (response) => {
          response.resume();
          response.on('error', () => undefined);
          response.on('close', () =>
            resolve({ complete: response.complete, status: response.statusCode }),
          );
        });
        request.on('error', () => resolve({ complete: false }));
      });
      expect(answer.complete, `status ${answer.status}`).toBe(false);
    },
  );
});
