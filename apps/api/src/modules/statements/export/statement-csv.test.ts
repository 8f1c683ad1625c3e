import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { statementFixture } from '../../../testing/statement-fixture.ts';
import { statementCsv, statementCsvHeader } from './statement-csv.ts';

const money = (value: string | undefined) => Number(value);
// stream/consumers' text() decodes as TextDecoder does, dropping the BOM the file starts with.
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

describe('statementCsv', () => {
  it('lists every line, then the totals under Amount, then the status', async () => {
    const csv = await text(statementCsv(statementFixture, 'America/New_York'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parse(csv.slice(1)) as string[][];

    expect(header).toEqual([...statementCsvHeader]);
    const lines = records.slice(0, statementFixture.lines.length);
    expect(lines).toHaveLength(statementFixture.lines.length);
    for (const [i, line] of statementFixture.lines.entries()) {
      const [date, kind, product, customer, cash, role, rate, amount, explanation, late] =
        lines[i] ?? [];
      expect(date).toBe(line.date);
      expect(kind).toBe(
        {
          commission: 'Commission',
          clawback: 'Clawback',
          adjustment: 'Adjustment',
          carry_over: 'Carry-over',
          correction: 'Correction',
        }[line.kind],
      );
      expect(product).toBe(line.product_name ?? '');
      expect(customer).toBe(line.customer_name ?? '');
      expect(cash === '' ? null : money(cash)).toBe(line.cash_collected);
      expect(role).toBe(line.role_title ?? '');
      expect(rate === '' ? null : Number(rate) / 100).toBe(line.rate);
      expect(amount).toMatch(/^-?\d+\.\d\d$/);
      expect(money(amount)).toBe(line.amount);
      // The writer's formula guard: text starting with "=" gets a leading apostrophe.
      expect(explanation).toBe(
        line.explanation.startsWith('=') ? `'${line.explanation}` : line.explanation,
      );
      expect(late).toBe(line.late ? 'Late: dated in a month already closed' : '');
    }

    const [blank, ...trailing] = records.slice(statementFixture.lines.length);
    expect(blank?.every((cell) => cell === '')).toBe(true);
    expect(trailing.map((row) => [row[1], row[7], row[8]])).toEqual([
      ['Total: Commission', '1875.50', ''],
      ['Total: Clawbacks', '-200.00', ''],
      ['Total: Adjustments', '74.75', ''],
      ['Total: Carried in', '-320.40', ''],
      ['Total: Corrections', '12.34', ''],
      ['Total: Balance', '1442.19', ''],
      ['Total: Payable', '1442.19', ''],
      ['Total: Carried out', '0.00', ''],
      ['Status', '', 'Closed on Mar 31, 2026'],
    ]);
    const totals = statementFixture.totals;
    expect(trailing.slice(0, 8).map((row) => money(row[7]))).toEqual([
      totals.commission,
      totals.clawbacks,
      totals.adjustments,
      totals.carried_in,
      totals.corrections,
      totals.balance,
      totals.payable,
      totals.carried_out,
    ]);
    // The lines' amounts add up to the balance, to the cent.
    const cents = lines.reduce((sum, row) => sum + Math.round(money(row[7]) * 100), 0);
    expect(cents).toBe(Math.round(totals.balance * 100));
  });

  it('says an open month is so far', async () => {
    const csv = await text(statementCsv({ ...statementFixture, status: 'open', closed_at: null }));
    const records = parse(csv.slice(1)) as string[][];

    expect(records.at(-1)?.[8]).toBe('So far — this month is open');
  });
});
