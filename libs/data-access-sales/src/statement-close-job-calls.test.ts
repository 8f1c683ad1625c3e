import { createFakeApiClient, success } from '@salesdash/data-access-api/testing';
import { describe, expect, it } from 'vitest';
import {
  fetchStatementClosePlan,
  fetchStatementsStart,
  resumeStatementCloseJob,
  setStatementsStart,
  startStatementCloseJob,
} from './statement-close-job-calls.ts';
import { statementKeys } from './statement-keys.ts';

describe('statement close job calls', () => {
  it('sends the start month, the plan’s month and the jobs as the contract’s', async () => {
    const { api, requests } = createFakeApiClient({
      'GET statements/admin/start-from': success({}),
      'PUT statements/admin/start-from': success({}),
      'GET statements/admin/close-plan': success({}),
      'POST statements/admin/close-jobs': success({}),
      'POST statements/admin/close-jobs/:id/resume': success({}),
    });
    const settle = (call: Promise<unknown>) => call.catch(() => undefined);
    await settle(fetchStatementsStart(api, '2025-07'));
    await settle(setStatementsStart(api, { start_from: null }));
    await settle(fetchStatementClosePlan(api, '2026-02'));
    await settle(startStatementCloseJob(api, { up_to: '2026-02' }));
    await settle(resumeStatementCloseJob(api, 3, { confirm_open_disputes: true }));
    expect(
      requests.map((request) => [
        request.method,
        request.path,
        request.query.toString(),
        request.body,
      ]),
    ).toEqual([
      ['GET', 'statements/admin/start-from', 'month=2025-07', undefined],
      ['PUT', 'statements/admin/start-from', '', { start_from: null }],
      ['GET', 'statements/admin/close-plan', 'up_to=2026-02', undefined],
      ['POST', 'statements/admin/close-jobs', '', { up_to: '2026-02' }],
      ['POST', 'statements/admin/close-jobs/3/resume', '', { confirm_open_disputes: true }],
    ]);
    // Under the statements prefix: a close or a start change refetches them with the rest.
    expect(statementKeys.closeJob().slice(0, 1)).toEqual(statementKeys.all);
    expect(statementKeys.startFrom('2025-07')).not.toEqual(statementKeys.startFrom());
  });
});
