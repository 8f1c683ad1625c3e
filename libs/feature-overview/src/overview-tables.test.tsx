import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableViewBinding } from '@salesdash/ui-kit';
import { describe, expect, it, vi } from 'vitest';
import { OverviewTables } from './overview-tables.tsx';
import { overviewRoutes } from './testing/overview-routes.ts';

/** Person 7's tables in November 2026, read-only, on the example API. */
function renderPersonTables(
  props: { customersHidden?: boolean; tableView?: TableViewBinding } = {},
) {
  const fake = createFakeApiClient(overviewRoutes());
  render(
    <ApiTestProviders api={fake.api}>
      <OverviewTables
        subject={{ kind: 'users', id: 7 }}
        range={{ startDate: '2026-11-01', endDate: '2026-11-30' }}
        canChangeStatus={false}
        {...props}
      />
    </ApiTestProviders>,
  );
  return fake;
}

describe('OverviewTables', () => {
  it.each([
    ['Appointments', 'appointments/users/7', 'call_date'],
    ['Outbound', 'outbound-records/users/7', 'created_at'],
  ])('opens %s on its own default sort', async (tab, path, sortField) => {
    const { requests } = renderPersonTables();
    await waitFor(() => expect(requests.some((r) => r.path === 'transactions/users/7')).toBe(true));
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    await waitFor(() => expect(requests.some((r) => r.path === path)).toBe(true));
    const opened = requests.filter((r) => r.path === path);
    expect(opened.map((r) => r.query.get('sortField'))).toEqual([sortField]);
  });
});

describe('OverviewTables in the page’s URL', () => {
  it('opens the tab, order and search a reloaded URL names', async () => {
    const { requests } = renderPersonTables({
      tableView: {
        view: { tab: 'appointments', sort: 'lead_name.asc', q: 'lee' },
        onChange: vi.fn(),
      },
    });
    expect(screen.getByRole('tab', { name: 'Appointments' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await waitFor(() => expect(requests.some((r) => r.path === 'appointments/users/7')).toBe(true));
    const asked = requests.find((r) => r.path === 'appointments/users/7')?.query;
    expect([asked?.get('sortField'), asked?.get('sortOrder'), asked?.get('search')]).toEqual([
      'lead_name',
      'asc',
      'lee',
    ]);
    expect(await screen.findByRole('searchbox')).toHaveValue('lee');
    expect(requests.some((r) => r.path === 'transactions/users/7')).toBe(false);
  });

  it('reads a URL it cannot use as the defaults', async () => {
    const { requests } = renderPersonTables({
      tableView: { view: { tab: 'payroll', sort: 'password.asc' }, onChange: vi.fn() },
    });
    await waitFor(() => expect(requests.some((r) => r.path === 'transactions/users/7')).toBe(true));
    const asked = requests.find((r) => r.path === 'transactions/users/7')?.query;
    expect([asked?.get('sortField'), asked?.get('sortOrder')]).toEqual([
      'transaction_date',
      'desc',
    ]);
  });

  it('writes a new tab to the URL and drops the order and search of the old one', async () => {
    const onChange = vi.fn();
    renderPersonTables({ tableView: { view: { sort: 'amount.asc', q: 'lee' }, onChange } });
    await userEvent.click(screen.getByRole('tab', { name: 'Outbound' }));
    expect(onChange).toHaveBeenLastCalledWith({ tab: 'outbound', sort: undefined, q: undefined });
  });
});

describe('OverviewTables on a share link without customer details', () => {
  it('names only products in the search boxes, as the server searches nothing else', async () => {
    renderPersonTables({ customersHidden: true });
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Appointments' }));
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  });
});

describe('OverviewTables transactions', () => {
  it('shows “—” for an instalment’s contract value, and the value of a new deal', async () => {
    renderPersonTables();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    // Row 3 of the example page is an instalment (every third).
    await within(table).findAllByText('Payment plan');
    const [, first, , third] = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    expect(third).toContain('Payment plan');
    expect(third).toContain('—');
    expect(third).not.toContain('$0.00');
    expect(first).toContain('New deal');
    expect(first).not.toContain('—');
  });
});

describe('OverviewTables actions', () => {
  const range = { startDate: '2026-11-01', endDate: '2026-11-30' };
  const renderTables = (props: { canChangeStatus: boolean; canRequestCommission?: boolean }) => {
    const { api } = createFakeApiClient(overviewRoutes());
    render(
      <ApiTestProviders api={api}>
        <OverviewTables subject={{ kind: 'users', id: 7 }} range={range} {...props} />
      </ApiTestProviders>,
    );
  };

  it('offers the person whose dashboard it is a commission request, and no row actions', async () => {
    renderTables({ canChangeStatus: false, canRequestCommission: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Request commission' }));
    expect(await screen.findByRole('dialog', { name: 'Request commission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('offers admins to add deals and to edit only pending and rejected ones', async () => {
    renderTables({ canChangeStatus: true, canRequestCommission: true });
    expect(await screen.findByRole('button', { name: 'Add transaction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request commission' })).toBeNull();
    await screen.findAllByRole('button', { name: /^Change the status of/ });
    // The example page: statuses approved, pending, approved, refunded, rejected, then again.
    expect(screen.getAllByRole('button', { name: /^Edit .*’s transaction$/ })).toHaveLength(4);
  });
});
