import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditLog } from './audit-log.tsx';
import { auditRoutes } from './testing/with-fake-audit-api.tsx';

function renderLog() {
  const fake = createFakeApiClient(
    auditRoutes({
      'GET audit-events/download': {
        body: 'Time (UTC)',
        headers: { 'content-disposition': 'attachment; filename="audit-log-all.csv"' },
      },
    }),
  );
  render(
    <ApiTestProviders api={fake.api}>
      <AuditLog today="2026-03-02" />
    </ApiTestProviders>,
  );
  return fake;
}

const logRequests = (requests: { path: string; query: URLSearchParams }[]) =>
  requests
    .filter((request) => request.path === 'audit-events')
    .map((request) => Object.fromEntries(request.query));

describe('AuditLog', () => {
  it('reads page 1 of the whole log, newest first, and shows its rows', async () => {
    const { requests } = renderLog();
    expect(await screen.findByText('Adjustment changed')).toBeVisible();
    expect(logRequests(requests)).toEqual([{ page: '1', limit: '10', sortOrder: 'desc' }]);
  });

  it('asks the server for the filters chosen, the period as days', async () => {
    const { requests } = renderLog();
    await screen.findByText('Adjustment changed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last-7-days');
    await waitFor(() =>
      expect(logRequests(requests).at(-1)).toEqual({
        page: '1',
        limit: '10',
        sortOrder: 'desc',
        startDate: '2026-02-24',
        endDate: '2026-03-02',
      }),
    );
  });

  it('downloads the CSV of the same filters, without the page', async () => {
    const { requests } = renderLog();
    await screen.findByText('Adjustment changed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'share');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.path === 'audit-events/download')
          .map((request) => Object.fromEntries(request.query)),
      ).toEqual([{ sortOrder: 'desc', entity_type: 'share' }]),
    );
  });
});
