import type { Readable } from 'node:stream';
import type { FrozenStatement } from '../../../domain/statements/index.ts';
import { type CsvCell, csvMoney, csvStream } from '../../sales-lists/csv.ts';

export const payrollCsvHeader = [
  'Period',
  'Person',
  'Email',
  'Payroll ID',
  'Total payable',
  'Currency',
] as const;

/**
 * A closed month's payroll file: one row per frozen statement of its current version, what
 * payroll pays each person. Cells go through the statement CSV's writer, so a name starting
 * with `=` stays text in a spreadsheet.
 */
export function payrollCsv(month: string, statements: readonly FrozenStatement[]): Readable {
  async function* rows(): AsyncGenerator<readonly CsvCell[]> {
    for (const statement of statements) {
      yield [
        month,
        statement.displayName,
        statement.email,
        statement.payrollId,
        csvMoney(statement.payableCents / 100),
        'USD',
      ];
    }
  }
  return csvStream(payrollCsvHeader, rows());
}
