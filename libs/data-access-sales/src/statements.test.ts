import { createFakeApiClient, failure, success } from '@salesdash/data-access-api/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { downloadStatement } from './download-statement.ts';
import { statementMonthsQueryOptions, statementQueryOptions } from './statement-query-options.ts';

const months = [{ month: '2026-03', status: 'open', statement_id: null, payable: 12.5 }];

describe('statements', () => {
  it('reads the year’s months and a month’s statement from their own keys', async () => {
    const { api, requests } = createFakeApiClient({
      'GET statements': success(months),
      'GET statements/month/:month': failure(400, 'bad-request', 'must be a month'),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await queryClient.fetchQuery(statementMonthsQueryOptions(api, 2026))).toEqual(months);
    expect(requests[0]?.query.get('year')).toBe('2026');
    await expect(queryClient.fetchQuery(statementQueryOptions(api, '2026-03'))).rejects.toThrow();
    expect(requests[1]?.path).toBe('statements/month/2026-03');
    expect(statementQueryOptions(api, '2026-03').queryKey).toContain('2026-03');
  });

  it('downloads a month’s file under the server’s name', async () => {
    const { api, requests } = createFakeApiClient({
      'GET statements/month/:month/export': {
        body: '%PDF-1.7',
        headers: { 'content-disposition': 'attachment; filename="statement-2026-03.pdf"' },
      },
    });
    const file = await downloadStatement(api, '2026-03', 'pdf');
    expect(file.fileName).toBe('statement-2026-03.pdf');
    expect(requests[0]?.query.get('format')).toBe('pdf');
  });
});
