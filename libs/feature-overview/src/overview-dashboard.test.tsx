import {
  ApiTestProviders,
  createFakeApiClient,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  OverviewDashboard,
  preloadOverviewDetails,
  type OverviewDashboardProps,
} from './overview-dashboard.tsx';
import {
  emptyOverview,
  overviewRoutes,
  zeroMetrics,
  type OverviewRoutesOptions,
} from './testing/overview-routes.ts';

const range = { startDate: '2026-11-01', endDate: '2026-11-30', preset: 'thisMonth' } as const;
const broken = failure(500, 'internal', 'Internal Server Error');

function renderDashboard(
  options: OverviewRoutesOptions = {},
  canChangeStatus = false,
  firstScreenHint?: OverviewDashboardProps['firstScreenHint'],
) {
  const fake = createFakeApiClient(overviewRoutes(options), { getToken: () => 'user-token' });
  render(
    <ApiTestProviders api={fake.api}>
      <OverviewDashboard
        subject={{ kind: 'products', id: 2 }}
        range={range}
        onRangeChange={() => undefined}
        canChangeStatus={canChangeStatus}
        firstScreenHint={firstScreenHint}
        today="2026-11-23"
      />
    </ApiTestProviders>,
  );
  return fake;
}

let toastError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => toastError.mockRestore());

describe('OverviewDashboard', () => {
  describe('on a person’s own dashboard', () => {
    const rep = { access: 4, organizationName: 'Acme' } as const;
    const lastMonthOnly = () => {
      const metrics = zeroMetrics();
      return { ...metrics, previous: { ...metrics.previous, callsMade: 3 } };
    };

    it('says where figures come from while neither range counts anything', async () => {
      renderDashboard({ ...emptyOverview, metrics: success(zeroMetrics()) }, false, rep);
      await screen.findByText('Nothing counts for you yet');
      await screen.findByText(/Ask Morgan Manager, your manager\./);
    });

    it.each([
      ['the range before counts something', lastMonthOnly(), rep],
      ['it is not the person’s own dashboard', zeroMetrics(), undefined],
    ])('says nothing of it when %s', async (_case, metrics, hint) => {
      renderDashboard({ ...emptyOverview, metrics: success(metrics) }, false, hint);
      await screen.findAllByText('$0.00');
      expect(screen.queryByText('Nothing counts for you yet')).toBeNull();
    });
  });

  it('says what it compares with before the figures arrive, then remembers the answer', async () => {
    localStorage.clear();
    renderDashboard({ metrics: 'pending' });
    expect(screen.queryByText(/^Compared with/)).toBeNull();
    cleanup();
    renderDashboard();
    await screen.findByText('Compared with Oct 1, 2026 – Oct 31, 2026');
    // Remembered by the part below the cards, which loads after the first screen.
    await waitFor(() => expect(localStorage.getItem('previousDateRange')).not.toBeNull());
    cleanup();
    // The next dashboard on the same days, its figures still loading (within 720 minutes).
    renderDashboard({ metrics: 'pending' });
    expect(screen.getByText('Compared with Oct 1, 2026 – Oct 31, 2026')).toBeInTheDocument();
  });

  it('shows the API’s figures with the previous range and asks for the range shown', async () => {
    const { requests } = renderDashboard();
    const card = await screen.findByRole('group', { name: 'Total cash collected' });
    await waitFor(() => expect(card).toHaveTextContent('$24,650.50'));
    expect(card).toHaveTextContent('$21,200.50');
    expect(screen.getByText('Compared with Oct 1, 2026 – Oct 31, 2026')).toBeInTheDocument();
    const metrics = requests.find((request) => request.path === 'metrics/products/2');
    expect(Object.fromEntries(metrics?.query ?? [])).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    // History, recent sales and the first table load with the details below the cards.
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toEqual(
        expect.arrayContaining(['transactions/product-history/2', 'transactions/products/2']),
      ),
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says the data loaded only partly when some loads fail', async () => {
    renderDashboard({ history: broken });
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Failed to load Employee data fully', {
        id: 'overview-load',
      }),
    );
    expect(toastError).not.toHaveBeenCalledWith(
      'Error loading, please try again later',
      expect.anything(),
    );
    expect(await screen.findByText('Failed to load Commision History')).toBeInTheDocument();
  });

  it('says loading failed when every load fails', async () => {
    renderDashboard({ metrics: broken, history: broken, transactions: broken });
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error loading, please try again later', {
        id: 'overview-load',
      }),
    );
    const card = screen.getByRole('group', { name: 'Total cash collected' });
    expect(within(card).getByText('Failed to load Metrics')).toBeInTheDocument();
  });
});

describe('preloadOverviewDetails', () => {
  const startOn = (height: number) => {
    vi.stubGlobal('innerHeight', height);
    const fake = createFakeApiClient(overviewRoutes({}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    preloadOverviewDetails({
      client,
      api: fake.api,
      subject: { kind: 'users', id: 4 },
      range,
      signedIn: true,
      view: {},
    });
    return () => fake.requests.map((request) => request.path).sort();
  };
  afterEach(() => vi.unstubAllGlobals());

  it('starts the details beside the cards on a screen tall enough to show them (a phone)', async () => {
    const requested = startOn(2_045);
    await waitFor(() =>
      expect(requested()).toEqual([
        'commission',
        'transactions/history/4',
        'transactions/users/4',
        'transactions/users/4',
      ]),
    );
  });

  it('leaves them to be scrolled near on a landscape screen (the first load’s budget)', async () => {
    const requested = startOn(768);
    // The details' chunk and its requests would have had their turn by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requested()).toEqual([]);
  });
});

describe('OverviewDashboard commission card and statements', () => {
  const note =
    "$400.00 of November 2026's commission was paid in December 2026's statement as a late line";

  function renderPersonMonth(month: { startDate: string; endDate: string }) {
    const fake = createFakeApiClient(
      {
        'GET statements/month/:month/late-notes': success({ notes: [note] }),
        ...overviewRoutes(),
      },
      { getToken: () => 'user-token' },
    );
    render(
      <ApiTestProviders api={fake.api}>
        <OverviewDashboard
          subject={{ kind: 'users', id: 9 }}
          range={{ ...month, preset: 'custom' } as never}
          onRangeChange={() => undefined}
          viewer={{ userId: 9, access: 4 }}
          today="2026-12-07"
        />
      </ApiTestProviders>,
    );
    return fake;
  }

  it('says on the commission card of a month why its statement differs', async () => {
    const { requests } = renderPersonMonth({ startDate: '2026-11-01', endDate: '2026-11-30' });
    const card = await screen.findByRole('group', { name: 'Commission' });
    expect(await within(card).findByText(`${note}.`)).toBeVisible();
    const asked = requests.find((request) => request.path.endsWith('/late-notes'));
    expect(asked?.path).toBe('statements/month/2026-11/late-notes');
    expect(asked?.query.get('user_id')).toBe('9');
  });

  it('asks nothing of the statements for a range across months', async () => {
    const { requests } = renderPersonMonth({ startDate: '2026-10-15', endDate: '2026-11-30' });
    await screen.findByRole('group', { name: 'Commission' });
    expect(requests.some((request) => request.path.endsWith('/late-notes'))).toBe(false);
  });
});
