import type { Readable } from 'node:stream';
import { lateLineNote, statementTotalLabels, type Statement } from '@salesdash/api-contract';
import { type CsvCell, csvMoney, csvStream } from '../../sales-lists/csv.ts';
import { lineKindLabels, statusText } from './statement-texts.ts';

export const statementCsvHeader = [
  'Date',
  'Kind',
  'Product',
  'Customer',
  'Cash collected (USD)',
  'Role',
  'Rate %',
  'Amount (USD)',
  'Explanation',
  'Late',
] as const;

const width = statementCsvHeader.length;
const amountColumn = statementCsvHeader.indexOf('Amount (USD)');
const explanationColumn = statementCsvHeader.indexOf('Explanation');

/** A row of the trailing section: a label where a line has its kind, a figure under Amount. */
function trailingRow(label: string, amount: number | null, note: string | null = null): CsvCell[] {
  const cells: CsvCell[] = Array.from({ length: width }, () => null);
  cells[1] = label;
  if (amount !== null) cells[amountColumn] = csvMoney(amount);
  cells[explanationColumn] = note;
  return cells;
}

// 0.07 × 100 is 7.000000000000001: four decimals of a percent is finer than any rate we store.
const ratePercent = (rate: number) => Math.round(rate * 1_000_000) / 10_000;

/**
 * A statement's lines as CSV, one row each in the statement's order, then one empty row and the
 * totals as trailing rows under the Amount column (Kind "Total: Payable"…), then the status. One header,
 * the same columns all the way down: payroll reads the lines and sees the totals where the
 * amounts are, and a filter on Kind keeps lines or totals apart. Money has two decimals and
 * stays a number; dates are ISO days, which every spreadsheet sorts.
 */
export function statementCsv(statement: Statement, timezone = 'UTC'): Readable {
  async function* rows(): AsyncGenerator<readonly CsvCell[]> {
    for (const line of statement.lines) {
      yield [
        line.date,
        lineKindLabels[line.kind],
        line.product_name,
        line.customer_name,
        line.cash_collected === null ? null : csvMoney(line.cash_collected),
        line.role_title,
        line.rate === null ? null : ratePercent(line.rate),
        csvMoney(line.amount),
        line.explanation,
        line.late ? lateLineNote : null,
      ];
    }
    yield Array.from({ length: width }, () => null);
    for (const [key, label] of statementTotalLabels) {
      yield trailingRow(`Total: ${label}`, statement.totals[key]);
    }
    yield trailingRow('Status', null, statusText(statement, timezone));
  }
  return csvStream(statementCsvHeader, rows());
}
