import { createFakeApiClient, success } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import { downloadPayrollExport } from './download-payroll-export.ts';
import { downloadStatement } from './download-statement.ts';
import { fetchStatement } from './fetch-statements.ts';
import { reopenStatementMonth, resolveStatementDispute } from './statement-admin-calls.ts';
import { statementKeys } from './statement-keys.ts';

describe('statement admin calls', () => {
  it('reads and downloads someone else’s statement by user_id, under its own key', async () => {
    const { api, requests } = createFakeApiClient({
      'GET statements/month/:month': success({}),
      'GET statements/month/:month/export': { body: 'x' },
    });
    await fetchStatement(api, '2026-03', 9).catch(() => undefined);
    await downloadStatement(api, '2026-03', 'csv', undefined, 9);
    expect(requests.map((request) => request.query.get('user_id'))).toEqual(['9', '9']);
    expect(statementKeys.month('2026-03', 9)).not.toEqual(statementKeys.month('2026-03'));
    expect(statementKeys.month('2026-03', 9).slice(0, 1)).toEqual(statementKeys.all);
  });

  it('sends a resolution and a reopening as the contract’s bodies', async () => {
    const { api, requests } = createFakeApiClient({
      'POST statements/admin/disputes/:id/resolve': success({}),
      'POST statements/admin/reopen': success({}),
    });
    await resolveStatementDispute(api, 7, { outcome: 'accepted', adjustment_amount: 12 }).catch(
      () => undefined,
    );
    await reopenStatementMonth(api, { month: '2026-02', reason: 'Late refund' }).catch(
      () => undefined,
    );
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['statements/admin/disputes/7/resolve', { outcome: 'accepted', adjustment_amount: 12 }],
      ['statements/admin/reopen', { month: '2026-02', reason: 'Late refund' }],
    ]);
  });

  it('downloads the payroll file under the server’s name', async () => {
    const { api, requests } = createFakeApiClient({
      'GET statements/admin/export': {
        body: 'period,person',
        headers: { 'content-disposition': 'attachment; filename="payroll-2026-02.csv"' },
      },
    });
    const file = await downloadPayrollExport(api, '2026-02', 'csv');
    expect(file.fileName).toBe('payroll-2026-02.csv');
    expect(requests[0]?.query.get('month')).toBe('2026-02');
    expect(requests[0]?.query.get('format')).toBe('csv');
  });
});
