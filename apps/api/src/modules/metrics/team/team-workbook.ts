import type { Metrics, TeamMember, TeamProduct } from '@salesdash/api-contract';
import type { DateRange } from '@salesdash/util-period';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import {
  changeOf,
  figureColumns,
  numberFormats,
  summaryMetrics,
  textWidth,
  type NumberFormat,
  type SheetColumn,
  type SheetValue,
} from './workbook-formats.ts';

/** A filter as the Summary names it: `Products: Coaching, Course`, or `…: All` without ids. */
export type WorkbookFilter = { label: string; titles: readonly string[] };

/** Everything a team workbook shows: the team routes' own answers, as the screen has them. */
export type TeamWorkbookContent = {
  organizationName: string;
  /** The organization's timezone: the range's days are its calendar days. */
  timezone: string;
  range: { current: DateRange; previous: DateRange };
  filters: readonly WorkbookFilter[];
  /** `exportedAt` as the organization's local time, e.g. `2026-11-24 10:31`. */
  exportedAtLocal: string;
  dashboard: Metrics;
  products: readonly TeamProduct[];
  members: readonly TeamMember[];
};

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
type Worksheet = ExcelJS.Worksheet;

/** One day of one product with activity: its deals and its calls, zero where it had none. */
type DailyRow = {
  date: string;
  product: string;
  transactions: number;
  cash: number;
  booked: number;
  taken: number;
  noShow: number;
};

/** A calendar day as an Excel date: midnight UTC is that day's serial number, whatever the zone. */
const excelDay = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/** Adds a worksheet whose first `headerRows` rows stay in view while scrolling. */
function sheetOf(workbook: Workbook, name: string, headerRows: number, widths: readonly number[]) {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: headerRows }],
  });
  // Widths must be set before the first row is committed: they are written ahead of the rows.
  sheet.columns = widths.map((width) => ({ width }));
  return sheet;
}

/** Writes and commits one row; cells get their number format, the row its weight. */
function commitRow(
  sheet: Worksheet,
  values: readonly SheetValue[],
  formats: readonly (NumberFormat | undefined)[] = [],
  font?: Partial<ExcelJS.Font>,
): void {
  const row = sheet.addRow([...values]);
  formats.forEach((format, index) => {
    if (format && values[index] !== null) row.getCell(index + 1).numFmt = numberFormats[format];
  });
  if (font) row.font = font;
  // Committed at once: the streaming writer then holds no row, only the zip's buffer.
  row.commit();
}

const bold = { bold: true };

/** A table sheet: one bold, frozen header row, then a row per item, each column formatted. */
function writeTable<Row>(
  workbook: Workbook,
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: Iterable<Row>,
): void {
  const sheet = sheetOf(
    workbook,
    name,
    1,
    columns.map((column) => column.width),
  );
  commitRow(
    sheet,
    columns.map((column) => column.header),
    [],
    bold,
  );
  const formats = columns.map((column) => column.format);
  for (const row of rows) {
    commitRow(
      sheet,
      columns.map((column) => column.value(row)),
      formats,
    );
  }
  sheet.commit();
}

const rangeText = (range: DateRange) => `${range.startDate} to ${range.endDate}`;

/**
 * The Summary: what the workbook covers (range, previous range, every filter by its titles),
 * then one row per metric with both ranges and the change, frozen below its header.
 */
function writeSummary(workbook: Workbook, content: TeamWorkbookContent): void {
  const about = [
    `Range: ${rangeText(content.range.current)} (${content.timezone})`,
    `Compared with: ${rangeText(content.range.previous)}`,
    ...content.filters.map(
      (filter) => `${filter.label}: ${filter.titles.length > 0 ? filter.titles.join(', ') : 'All'}`,
    ),
    `Exported: ${content.exportedAtLocal} (${content.timezone})`,
  ];
  // Title, the lines about it, a blank line, then the table's header.
  const headerRows = 1 + about.length + 2;
  const sheet = sheetOf(workbook, 'Summary', headerRows, [34, 16, 16, 12]);
  commitRow(sheet, [`Team dashboard: ${content.organizationName}`], [], { bold: true, size: 14 });
  for (const line of about) commitRow(sheet, [line]);
  commitRow(sheet, []);
  commitRow(sheet, ['Metric', 'Current', 'Previous', 'Change'], [], bold);
  const { current, previous, difference } = content.dashboard;
  for (const metric of summaryMetrics) {
    commitRow(
      sheet,
      [metric.label, current[metric.name], previous[metric.name], changeOf(difference, metric)],
      [undefined, metric.format, metric.format, 'percent'],
    );
  }
  sheet.commit();
}

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

function productColumns(products: readonly TeamProduct[]): SheetColumn<TeamProduct>[] {
  return [
    {
      header: 'Product',
      width: textWidth(
        'Product',
        products.map((row) => row.name),
      ),
      value: (row) => row.name,
    },
    { header: 'Active', width: 8, value: (row) => yesNo(row.is_active) },
    ...figureColumns,
  ];
}

function memberColumns(members: readonly TeamMember[]): SheetColumn<TeamMember>[] {
  const text = (header: string, of: (row: TeamMember) => string | null, max?: number) => ({
    header,
    width: textWidth(header, members.map(of), max),
    value: of,
  });
  return [
    text('Name', (row) => row.display_name),
    text('Email', (row) => row.email, 44),
    text('Role', (row) => row.role_title),
    text('Manager', (row) => row.manager_name),
    { header: 'Active', width: 8, value: (row) => yesNo(row.is_active) },
    ...figureColumns,
  ];
}

/**
 * Each product's days with deals or calls, in date order and, within a day, in the products'
 * order: a product's transaction days and call days are separate lists, merged here by date.
 */
function dailyRows(products: readonly TeamProduct[]): DailyRow[] {
  const rows: { row: DailyRow; order: number }[] = [];
  products.forEach((product, order) => {
    const days = new Map<string, DailyRow>();
    const dayOf = (date: string) => {
      let row = days.get(date);
      if (!row) {
        row = {
          date,
          product: product.name,
          transactions: 0,
          cash: 0,
          booked: 0,
          taken: 0,
          noShow: 0,
        };
        days.set(date, row);
        rows.push({ row, order });
      }
      return row;
    };
    for (const day of product.transactions) {
      Object.assign(dayOf(day.date), { transactions: day.count, cash: day.cash });
    }
    for (const day of product.appointments) {
      Object.assign(dayOf(day.date), { booked: day.booked, taken: day.taken, noShow: day.noShow });
    }
  });
  rows.sort((a, b) => a.row.date.localeCompare(b.row.date) || a.order - b.order);
  return rows.map(({ row }) => row);
}

function dailyColumns(rows: readonly DailyRow[]): SheetColumn<DailyRow>[] {
  return [
    { header: 'Date', width: 12, format: 'date', value: (row) => excelDay(row.date) },
    {
      header: 'Product',
      width: textWidth(
        'Product',
        rows.map((row) => row.product),
      ),
      value: (row) => row.product,
    },
    { header: 'Transactions', width: 13, format: 'count', value: (row) => row.transactions },
    { header: 'Cash', width: 14, format: 'money', value: (row) => row.cash },
    { header: 'Calls booked', width: 13, format: 'count', value: (row) => row.booked },
    { header: 'Calls taken', width: 12, format: 'count', value: (row) => row.taken },
    { header: 'No-shows', width: 10, format: 'count', value: (row) => row.noShow },
  ];
}

/**
 * Writes the team workbook (Summary, Products, Members, Daily) to `stream` with ExcelJS's
 * streaming writer: each row is committed as it is written and each sheet as it ends, so the
 * zip is written out while the next sheet is built. Resolves when the zip is complete.
 */
export async function writeTeamWorkbook(
  stream: Writable,
  content: TeamWorkbookContent,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'SalesDash';
  writeSummary(workbook, content);
  writeTable(workbook, 'Products', productColumns(content.products), content.products);
  writeTable(workbook, 'Members', memberColumns(content.members), content.members);
  const daily = dailyRows(content.products);
  writeTable(workbook, 'Daily', dailyColumns(daily), daily);
  await workbook.commit();
}
