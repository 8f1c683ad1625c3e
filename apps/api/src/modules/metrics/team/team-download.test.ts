import {
  shareTokenHeader,
  teamQuerySchema,
  type Metrics,
  type TeamFilterOptions,
  type TeamMember,
  type TeamProduct,
} from '@salesdash/api-contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../testing/build-test-app.ts';
import { buildFixtureOrg, type FixtureOrg } from '../../../testing/fixture-org.ts';
import { namedFilters, teamFileName } from './team-download.ts';
import { numberFormats, summaryMetrics } from './workbook-formats.ts';

/*
 * The workbook download on the hand-counted fixture organization of the metrics tests (March
 * 2026), read back with ExcelJS and held against the JSON routes it must equal.
 */

let t: TestApp;
let f: FixtureOrg;

const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Query = Record<string, string>;

function download(as: TestUser, query: Query = {}) {
  return t.injectAs(as, {
    method: 'GET',
    url: '/api/metrics/team/dashboard/download',
    query: { ...march, ...query },
  });
}

async function workbookOf(as: TestUser, query: Query = {}) {
  const response = await download(as, query);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return { response, workbook };
}

async function json<T>(path: string, query: Query = {}): Promise<T> {
  const response = await t.injectAs(f.admin, {
    method: 'GET',
    url: `/api/metrics/team/${path}`,
    query: { ...march, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

/** A sheet's rows below its one header row, as plain values (an empty cell as null). */
function bodyRows(worksheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const width = worksheet.getRow(1).cellCount;
  const rows: ExcelJS.CellValue[][] = [];
  worksheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).value));
  });
  return rows;
}

/** The figure columns of a Products or Members row, in their order, from the JSON. */
const figuresOf = (row: TeamProduct | TeamMember) => [
  row.current.totalCash,
  row.current.newCash,
  row.current.paymentPlans,
  row.current.revenue,
  row.current.closedDeals,
  row.current.commission,
  row.current.totalCalls,
  row.current.takenCalls,
  row.current.showRate,
  row.current.closeRateTotal,
  row.difference.cash.totalCash,
];

beforeAll(async () => {
  t = await buildTestApp();
  f = await buildFixtureOrg(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/metrics/team/dashboard/download', () => {
  it('sends an .xlsx attachment named after the range and the filters', async () => {
    const response = await download(f.admin, { product: `${f.p},${f.q}`, is_active: '1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(xlsxType);
    const name = 'team-dashboard_2026-03-01_to_2026-03-31_products-coaching-course_active.xlsx';
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // A zip (xlsx is one): never compressed again on the way.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('has the four sheets, each with a bold header frozen in view', async () => {
    const { workbook } = await workbookOf(f.admin);
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual([
      'Summary',
      'Products',
      'Members',
      'Daily',
    ]);
    for (const worksheet of workbook.worksheets) {
      const [view] = worksheet.views;
      expect(view, worksheet.name).toMatchObject({ state: 'frozen' });
      const headerRow = (view as ExcelJS.WorksheetViewFrozen).ySplit ?? 0;
      expect(headerRow, worksheet.name).toBeGreaterThan(0);
      const header = worksheet.getRow(headerRow);
      expect(header.getCell(1).font?.bold, worksheet.name).toBe(true);
      expect(worksheet.getColumn(1).width, worksheet.name).toBeGreaterThanOrEqual(10);
    }
    expect((sheet(workbook, 'Products').views[0] as ExcelJS.WorksheetViewFrozen).ySplit).toBe(1);
    // The Summary's header is its table's, below the lines saying what the workbook covers.
    const summary = sheet(workbook, 'Summary');
    const summaryHeader = (summary.views[0] as ExcelJS.WorksheetViewFrozen).ySplit ?? 0;
    expect(summary.getRow(summaryHeader).values).toEqual([
      undefined,
      'Metric',
      'Current',
      'Previous',
      'Change',
    ]);
  });

  it('sums up the dashboard: range, previous range, filters by title, every metric', async () => {
    const query = { product: `${f.p},${f.q}`, manager: String(f.m.userId) };
    const [{ workbook }, dashboard] = await Promise.all([
      workbookOf(f.admin, query),
      json<Metrics>('dashboard', query),
    ]);
    const summary = sheet(workbook, 'Summary');
    const texts = summary.getColumn(1).values.filter((value) => typeof value === 'string');
    expect(texts[0]).toBe('Team dashboard: Fixture Sales');
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Range: 2026-03-01 to 2026-03-31 \(.+\)$/),
        'Compared with: 2026-02-01 to 2026-02-28',
        'Products: Coaching, Course',
        `Managers: ${(await json<TeamFilterOptions>('filters')).managers.find((m) => m.id === f.m.userId)?.title}`,
        'Status: Active',
        'Roles: All',
      ]),
    );
    const rows = new Map<string, ExcelJS.Row>();
    summary.eachRow((row) => rows.set(String(row.getCell(1).value), row));
    for (const metric of summaryMetrics) {
      const row = rows.get(metric.label);
      expect(row, metric.label).toBeDefined();
      expect(row?.getCell(2).value, metric.label).toBe(dashboard.current[metric.name]);
      expect(row?.getCell(3).value, metric.label).toBe(dashboard.previous[metric.name]);
      expect(row?.getCell(2).numFmt, metric.label).toBe(numberFormats[metric.format]);
    }
    const totalCash = rows.get('Total cash collected');
    expect(totalCash?.getCell(2).value).toBe(dashboard.current.totalCash);
    expect(totalCash?.getCell(2).numFmt).toBe('"$"#,##0.00');
    expect(totalCash?.getCell(4).value).toBe(dashboard.difference.cash.totalCash);
    expect(totalCash?.getCell(4).numFmt).toBe('0.0%');
    expect(rows.get('Show rate')?.getCell(2).numFmt).toBe('0.0%');
    expect(rows.get('Closed deals')?.getCell(2).numFmt).toBe('#,##0');
    expect(rows.get('Average call duration (seconds)')?.getCell(2).value).toBe(
      dashboard.current.avgDuration,
    );
  });

  it('holds the hand-counted March: $2,323.45 of which Coaching on Mar 2 is $1,000', async () => {
    const { workbook } = await workbookOf(f.admin, { is_active: '0,1' });
    const summary = sheet(workbook, 'Summary');
    let totalCash: ExcelJS.CellValue = null;
    summary.eachRow((row) => {
      if (row.getCell(1).value === 'Total cash collected') totalCash = row.getCell(2).value;
    });
    expect(totalCash).toBe(2323.45);
    const [first] = bodyRows(sheet(workbook, 'Daily'));
    // Mar 1 (New York): one call taken, no deal.
    expect(first).toEqual([new Date('2026-03-01T00:00:00Z'), 'Coaching', 0, 0, 1, 1, 0]);
  });

  it('lists the products and members of the JSON routes, figure for figure', async () => {
    const [{ workbook }, products, members] = await Promise.all([
      workbookOf(f.admin, { is_active: '0,1' }),
      json<{ products: TeamProduct[] }>('products', { is_active: '0,1' }),
      json<{ users: TeamMember[] }>('users', { is_active: '0,1', limit: '100' }),
    ]);
    expect(products.products.length).toBe(2);
    expect(bodyRows(sheet(workbook, 'Products'))).toEqual(
      products.products.map((row) => [
        row.name,
        row.is_active ? 'Yes' : 'No',
        ...figuresOf(row).map((value) => value ?? null),
      ]),
    );
    expect(members.users.length).toBeGreaterThanOrEqual(5);
    expect(bodyRows(sheet(workbook, 'Members'))).toEqual(
      members.users.map((row) => [
        row.display_name,
        row.email,
        row.role_title,
        row.manager_name,
        row.is_active ? 'Yes' : 'No',
        ...figuresOf(row).map((value) => value ?? null),
      ]),
    );
    const products2 = sheet(workbook, 'Products').getRow(2);
    expect(products2.getCell(3).numFmt).toBe('"$"#,##0.00');
    expect(products2.getCell(7).numFmt).toBe('#,##0');
    expect(products2.getCell(11).numFmt).toBe('0.0%');
  });

  it('has a row per product and day with activity, adding up to each product', async () => {
    const [{ workbook }, products] = await Promise.all([
      workbookOf(f.admin, { is_active: '0,1' }),
      json<{ products: TeamProduct[] }>('products', { is_active: '0,1' }),
    ]);
    const daily = sheet(workbook, 'Daily');
    const rows = bodyRows(daily);
    const dates = rows.map(([date]) => date);
    expect(dates.every((date) => date instanceof Date)).toBe(true);
    expect(daily.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(daily.getRow(2).getCell(4).numFmt).toBe('"$"#,##0.00');
    expect([...dates].sort((a, b) => Number(a) - Number(b))).toEqual(dates);
    for (const product of products.products) {
      const own = rows.filter((row) => row[1] === product.name);
      const cents = own.reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0);
      expect(cents, product.name).toBe(Math.round(product.current.totalCash * 100));
      const booked = own.reduce((sum, row) => sum + Number(row[4]), 0);
      expect(booked, product.name).toBe(product.current.totalCalls);
      const days = new Set([
        ...product.transactions.map((day) => day.date),
        ...product.appointments.map((day) => day.date),
      ]);
      expect(own.length, product.name).toBe(days.size);
    }
    const coachingMar2 = rows.find(
      ([date, name]) =>
        date instanceof Date && date.toISOString().startsWith('2026-03-02') && name === 'Coaching',
    );
    expect(coachingMar2?.slice(2, 4)).toEqual([1, 1000]);
  });

  it('gives a manager their team only', async () => {
    const { workbook } = await workbookOf(f.m);
    const names = bodyRows(sheet(workbook, 'Members')).map(([name]) => name);
    const own = await t.injectAs(f.m, {
      method: 'GET',
      url: '/api/metrics/team/users',
      query: march,
    });
    expect(names).toEqual(own.json().data.users.map((row: TeamMember) => row.display_name));
    expect(names.length).toBe(3);
  });

  it('refuses employees and share links', async () => {
    expect((await download(f.c)).statusCode).toBe(403);
    const token = await t.shareToken(f.admin, 'employee', f.c.userId);
    const shared = await t.app.inject({
      method: 'GET',
      url: '/api/metrics/team/dashboard/download',
      query: march,
      headers: { [shareTokenHeader]: token },
    });
    expect(shared.statusCode).toBe(401);
  });

  it.each([
    ['product', { product: 'abc' }],
    ['manager', { manager: '1;DROP' }],
    ['is_active', { is_active: '2' }],
    ['endDate', { endDate: '2026-02-01' }],
  ])('answers bad input with a 400 naming %s', async (field, query) => {
    const response = await download(f.admin, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('is a binary file in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = document.paths['/api/metrics/team/dashboard/download'].get;
    expect(operation.responses['200'].content[xlsxType].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});

describe('the file name', () => {
  const options: TeamFilterOptions = {
    products: [
      { id: 1, title: 'Café Crème' },
      { id: 2, title: '日本語コース' },
      { id: 3, title: 'Coaching' },
      { id: 4, title: 'Course' },
    ],
    managers: [{ id: 9, title: 'Ann O’Neil' }],
    status: [
      { id: 1, title: 'Active', default: true },
      { id: 0, title: 'Inactive' },
    ],
    roles: [{ id: 5, title: 'Closer' }],
  };
  const nameOf = (query: Query, ascii: boolean) => {
    const parsed = teamQuerySchema.parse({ ...march, ...query });
    return teamFileName(parsed, namedFilters(parsed, options), ascii);
  };

  it('spells each filter by its titles, in ASCII for filename= and in UTF-8 for filename*', () => {
    const query = { product: '1,2', manager: '9', role: '5', is_active: '0,1' };
    expect(nameOf(query, true)).toBe(
      'team-dashboard_2026-03-01_to_2026-03-31_products-cafe-creme-2_managers-ann-o-neil_active-inactive_roles-closer.xlsx',
    );
    expect(nameOf(query, false)).toBe(
      'team-dashboard_2026-03-01_to_2026-03-31_products-café-crème-日本語コース_managers-ann-o-neil_active-inactive_roles-closer.xlsx',
    );
  });

  it('counts more than three titles, or all when the name grows long, and shows unknown ids by number', () => {
    expect(nameOf({ product: '1,2,3,4' }, true)).toBe(
      'team-dashboard_2026-03-01_to_2026-03-31_products-4_active.xlsx',
    );
    const parsed = teamQuerySchema.parse({ ...march, role: '77' });
    expect(
      namedFilters(parsed, options).find((filter) => filter.label === 'Roles')?.titles,
    ).toEqual(['#77']);
    // 200 bytes at most: three titles of 24 characters in Japanese are 216.
    const many = [10, 11, 12].map((id) => ({ id, title: `${id}${'製品'.repeat(11)}` }));
    const long = teamQuerySchema.parse({ ...march, product: '10,11,12', role: '5' });
    const longFilters = namedFilters(long, { ...options, products: many });
    expect(teamFileName(long, longFilters, false)).toBe(
      'team-dashboard_2026-03-01_to_2026-03-31_products-3_active_roles-1.xlsx',
    );
    expect(teamFileName(long, longFilters, true)).toBe(
      'team-dashboard_2026-03-01_to_2026-03-31_products-10-11-12_active_roles-closer.xlsx',
    );
    expect(nameOf({ role: '77' }, true)).toBe(
      'team-dashboard_2026-03-01_to_2026-03-31_active_roles-77.xlsx',
    );
  });
});
