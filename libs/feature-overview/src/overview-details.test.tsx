import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { OverviewDetails, prefetchOverviewDetails } from './overview-details.tsx';
import { overviewRoutes } from './testing/overview-routes.ts';

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

/** A setter's own dashboard below the cards (user 9, whose sales role sets). */
function renderSetterDetails() {
  const fake = createFakeApiClient(overviewRoutes({ rolePosition: 'setter' }));
  render(
    <ApiTestProviders api={fake.api}>
      <OverviewDetails
        subject={{ kind: 'users', id: 9 }}
        range={range}
        canChangeStatus={false}
        canRequestCommission
        viewer={{ userId: 9, access: 4 }}
        onLoadsChange={() => undefined}
      />
    </ApiTestProviders>,
  );
  return fake;
}

const transactionLoads = (requests: readonly { path: string; query: URLSearchParams }[]) =>
  requests
    .filter((request) => request.path === 'transactions/users/9')
    .map((request) => `${request.query.get('limit')}:${request.query.get('position')}`);

describe('OverviewDetails: a person’s deals by position', () => {
  it('opens a setter on “Set by me”, with their commission and a footer total beside the rows', async () => {
    const { requests } = renderSetterDetails();
    // Checked once the server has said which position the person's sales role holds.
    expect(await screen.findByRole('radio', { name: 'Set by me', checked: true })).toBeEnabled();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await within(table).findAllByText('as setter');
    expect(
      within(table).getByRole('columnheader', { name: 'Your commission' }),
    ).toBeInTheDocument();
    const total = within(table).getByRole('rowheader', { name: 'Total of 23 deals' }).closest('tr');
    expect(total).toHaveTextContent('$48,250.50');
    expect(total).toHaveTextContent('$2,412.53');
    // Recent sales say the position too, from the same filter.
    expect(screen.getAllByText(/^as setter · /).length).toBeGreaterThan(0);
    // The table and recent sales both asked for the person's own position.
    expect(transactionLoads(requests).sort()).toEqual(['10:role', '5:role']);
  });

  it('moves the table and recent sales together to another position', async () => {
    const { requests } = renderSetterDetails();
    await screen.findByRole('table', { name: 'Transactions' });
    await screen.findByRole('radio', { name: 'Set by me', checked: true });
    await userEvent.click(screen.getByRole('radio', { name: 'All that pay me' }));
    expect(screen.getByRole('radio', { name: 'All that pay me' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() =>
      expect(transactionLoads(requests)).toEqual(expect.arrayContaining(['10:any', '5:any'])),
    );
  });

  it('opens a setter’s commission request as setter, naming the closer', async () => {
    renderSetterDetails();
    await screen.findByRole('radio', { name: 'Set by me', checked: true });
    await userEvent.click(screen.getByRole('button', { name: 'Request commission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request commission' });
    expect(within(dialog).getByLabelText('Your position on the deal')).toHaveValue('setter');
    expect(within(dialog).getByRole('option', { name: 'Casey Closer' })).toBeInTheDocument();
  });
});

describe('prefetchOverviewDetails', () => {
  // The metric cards' answer is theirs: the details read it from the cards' cache.
  const requested = (requests: readonly { path: string; query: URLSearchParams }[]) =>
    requests
      .filter((request) => !request.path.startsWith('metrics/'))
      .map((request) => `${request.path}?${request.query.toString()}`)
      .sort();

  it.each([
    ['the default view', {}, 4],
    ['another tab in the URL, left to its table', { tab: 'appointments' }, 3],
    ['a search in the URL, left to its table', { q: 'acme' }, 3],
  ])(
    'asks, for %s, what the details then read, and they ask nothing more',
    async (_, view, prefetched) => {
      const fake = createFakeApiClient(overviewRoutes({ rolePosition: 'setter' }));
      // The app's freshness (main.tsx): a prefetched answer is not asked for again on mount.
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
      });
      const subject = { kind: 'users', id: 9 } as const;
      prefetchOverviewDetails({ client, api: fake.api, subject, range, signedIn: true, view });
      await waitFor(() => expect(fake.requests).toHaveLength(prefetched));
      const before = requested(fake.requests);
      expect(before[0]).toMatch(/^commission\?/);
      render(
        <ApiTestProviders api={fake.api} queryClient={client}>
          <OverviewDetails
            subject={subject}
            range={range}
            canChangeStatus={false}
            viewer={{ userId: 9, access: 4 }}
            onLoadsChange={() => undefined}
          />
        </ApiTestProviders>,
      );
      await screen.findByRole('table', { name: 'Transactions' });
      // The default view's table page came from the prefetch; another view's is the table's
      // own (rendered here without the URL, on the default page).
      const asked = requested(fake.requests);
      for (const request of before) asked.splice(asked.indexOf(request), 1);
      expect(asked).toEqual(
        prefetched === 4
          ? []
          : [expect.stringMatching(/^transactions\/users\/9\?page=1&limit=10&/)],
      );
    },
  );
});
