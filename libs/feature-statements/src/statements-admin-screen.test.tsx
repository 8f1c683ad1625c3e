import {
  ApiTestProviders,
  createFakeApiClient,
  failure,
  success,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementsAdminScreen } from './statements-admin-screen.tsx';
import {
  exampleAdminMonth,
  exampleClosedAdminMonth,
  exampleDisputesStoppedCloseJob,
  exampleManagerMonth,
  exampleRunningCloseJob,
  examplePayrollExport,
  exampleOpenDispute,
} from './testing/example-statement-admin.ts';
import { statementRoutes } from './testing/with-fake-statements-api.tsx';

function renderScreen(routes: FakeRoutes = {}, props: { allowed?: boolean; month?: string } = {}) {
  const fake = createFakeApiClient(statementRoutes(routes));
  const onPersonChange = vi.fn();
  render(
    <ApiTestProviders api={fake.api}>
      <StatementsAdminScreen
        allowed={props.allowed ?? true}
        month={props.month ?? '2026-03'}
        onMonthChange={() => undefined}
        onPersonChange={onPersonChange}
        now={new Date(2026, 3, 10)}
      />
    </ApiTestProviders>,
  );
  return { ...fake, onPersonChange };
}

const bodyOf = (requests: { method: string; path: string; body: unknown }[], path: string) =>
  requests.find((request) => request.method === 'POST' && request.path === path)?.body;

describe('StatementsAdminScreen', () => {
  it('lists the people with their signed change in words, the totals, and opens a person', async () => {
    const { onPersonChange } = renderScreen();
    const table = await screen.findByRole('table', { name: 'People' });
    expect(await within(table).findByText('−$520.40 less')).toBeVisible();
    expect(within(table).getByText('+$150.00 more')).toBeVisible();
    expect(within(table).getByText(/Total · 2 people/)).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Open the statement of Casey Closer' }),
    );
    expect(onPersonChange).toHaveBeenCalledWith(4);
  });

  it('closes the month after the confirmation, confirming its open disputes', async () => {
    const { requests } = renderScreen({
      'POST statements/admin/close': success({
        month: '2026-03',
        status: 'closed',
        version: 1,
        closed_at: '2026-04-10T10:00:00.000Z',
        statements: [],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close month' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Close with 1 open dispute'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close month' }));
    await waitFor(() =>
      expect(bodyOf(requests, 'statements/admin/close')).toEqual({
        month: '2026-03',
        confirm_open_disputes: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal to close in the dialog', async () => {
    renderScreen({
      'GET statements/admin': success({
        ...exampleManagerMonth,
        can_manage: true,
        open_disputes: 0,
      }),
      'POST statements/admin/close': failure(409, 'conflict', '2026-02 must close first'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close month' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close month' }),
    );
    expect(
      await within(screen.getByRole('dialog')).findByText('2026-02 must close first'),
    ).toBeVisible();
  });

  it('rejects a dispute with a reason through the resolve endpoint', async () => {
    const { requests } = renderScreen({
      'POST statements/admin/disputes/:id/resolve': success({
        ...exampleOpenDispute,
        status: 'rejected',
        resolution_reason: 'Paid as agreed',
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Reject the dispute of Casey/ }),
    );
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Paid as agreed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject dispute' }));
    await waitFor(() =>
      expect(
        bodyOf(requests, `statements/admin/disputes/${exampleOpenDispute.dispute_id}/resolve`),
      ).toEqual({
        outcome: 'rejected',
        reason: 'Paid as agreed',
      }),
    );
  });

  it('reopens a closed month with a reason, and offers its payroll export marked superseded', async () => {
    const { requests } = renderScreen(
      {
        'GET statements/admin': success(exampleClosedAdminMonth),
        'POST statements/admin/reopen': success({
          month: '2026-02',
          status: 'open',
          version: 3,
          reopened_at: '2026-04-10T10:00:00.000Z',
        }),
      },
      { month: '2026-02' },
    );
    expect(await screen.findByText('Superseded — export again')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Payroll CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Statements PDF (zip)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Close month' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen month' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'A refund arrived late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen month' }));
    await waitFor(() =>
      expect(bodyOf(requests, 'statements/admin/reopen')).toEqual({
        month: '2026-02',
        reason: 'A refund arrived late',
      }),
    );
  });

  it('offers no reopening on a closed month a later close built on', async () => {
    renderScreen({
      'GET statements/admin': success({ ...exampleClosedAdminMonth, reopenable: false }),
    });
    expect(await screen.findByText(/Closed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reopen month' })).toBeNull();
  });

  it('downloads the payroll CSV of a closed month', async () => {
    const { requests } = renderScreen(
      {
        'GET statements/admin': success(exampleClosedAdminMonth),
        'GET statements/admin/export': {
          body: 'period,person',
          headers: { 'content-disposition': 'attachment; filename="payroll-2026-02.csv"' },
        },
      },
      { month: '2026-02' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Payroll CSV' }));
    await waitFor(() => {
      const exported = requests.find((request) => request.path === 'statements/admin/export');
      expect(exported?.query.get('format')).toBe('csv');
      expect(exported?.query.get('month')).toBe('2026-02');
    });
  });

  it('warns while a month is open again that its payroll export is superseded', async () => {
    renderScreen({
      'GET statements/admin': success({
        ...exampleAdminMonth,
        version: 2,
        reopened_at: '2026-04-02T09:00:00.000Z',
        reopen_reason: 'A refund arrived late',
        last_export: examplePayrollExport,
      }),
    });
    expect(await screen.findByText('Superseded — export again')).toBeVisible();
    expect(screen.getByText(/export again once it is closed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payroll CSV' })).toBeNull();
  });

  it('is read-only for a manager: no close, reopen, resolve or export', async () => {
    renderScreen({ 'GET statements/admin': success(exampleManagerMonth) });
    expect(await screen.findByText(/Read-only: you see your team’s statements/)).toBeVisible();
    expect(
      await screen.findByText('The deal was $3,500 collected', { exact: false }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close month' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen month' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept the dispute/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payroll CSV' })).toBeNull();
  });

  it('tells an employee the screen is for admins and managers, asking nothing of the API', () => {
    const { requests } = renderScreen({}, { allowed: false });
    expect(screen.getByText('Only admins and managers see this screen')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('shows the resolved disputes on request', async () => {
    const { requests } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Resolved' }));
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.path === 'statements/admin/disputes' &&
            request.query.get('status') === 'resolved',
        ),
      ).toBe(true),
    );
  });
});

describe('StatementsAdminScreen on an organization with history', () => {
  function renderWith(routes: FakeRoutes) {
    const fake = createFakeApiClient(statementRoutes(routes));
    const onMonthChange = vi.fn();
    render(
      <ApiTestProviders api={fake.api}>
        <StatementsAdminScreen
          allowed
          month="2026-03"
          onMonthChange={onMonthChange}
          onPersonChange={() => undefined}
          now={new Date(2026, 3, 10)}
        />
      </ApiTestProviders>,
    );
    return { ...fake, onMonthChange };
  }

  it('links the month in the way of a close, and the picker reaches every month with lines', async () => {
    const { onMonthChange } = renderWith({
      'GET statements/admin': success({
        ...exampleAdminMonth,
        closable: false,
        not_closable_reason: '2024-06 is still open and has lines: close it first',
        blocking_month: '2024-06',
        months: ['2026-04', '2026-03', '2024-06', '2023-01'],
      }),
    });
    const link = await screen.findByRole('link', { name: 'Go to 2024 Jun' });
    expect(link).toHaveAttribute('href', '?month=2024-06');
    await userEvent.click(link);
    expect(onMonthChange).toHaveBeenCalledWith('2024-06');
    const picker = screen.getByLabelText('Month');
    expect(within(picker).getByRole('option', { name: '2023 Jan' })).toBeInTheDocument();
  });

  it('closes every month up to one after one confirmation of months and people', async () => {
    const { requests } = renderWith({
      'POST statements/admin/close-jobs': {
        status: 202,
        body: { status: 'success', data: { ...exampleRunningCloseJob, up_to: '2026-03' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close every month up to…' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(/This closes 8 months, .* for 12 people/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close 8 months' }));
    await waitFor(() =>
      expect(bodyOf(requests, 'statements/admin/close-jobs')).toEqual({ up_to: '2026-03' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resumes a job stopped at open disputes once the close’s confirmation is given', async () => {
    const { requests } = renderWith({
      'GET statements/admin/close-jobs/latest': success(exampleDisputesStoppedCloseJob),
      'POST statements/admin/close-jobs/:id/resume': {
        status: 202,
        body: { status: 'success', data: exampleRunningCloseJob },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close 2025 Nov with its disputes…' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Close with 1 open dispute'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close month' }));
    await waitFor(() =>
      expect(bodyOf(requests, 'statements/admin/close-jobs/3/resume')).toEqual({
        confirm_open_disputes: true,
      }),
    );
  });
});
