import { sharedDashboardAtom } from '@salesdash/data-access-sharing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  createFakeApiClient,
  exampleResolvedShare,
  failure,
} from '@salesdash/data-access-api/testing';
import { SharedPage } from './shared-page.tsx';
import { ShareProviders } from './testing/share-providers.tsx';
import { shareRoutes, type ShareRoutesOptions } from './testing/share-routes.ts';

function renderPage(
  resolve: ShareRoutesOptions['resolve'],
  type: 'employee' | 'product' | 'leaderboard' = 'employee',
  bare = false,
) {
  const fake = createFakeApiClient(shareRoutes({ resolve }), { getToken: () => 'user-token' });
  const store = createStore();
  const view = render(
    <ShareProviders api={fake.api} store={store}>
      <SharedPage
        token="tok-123"
        type={type}
        bare={bare}
        dashboard={(share) => (
          <section aria-label="Dashboard">
            Dashboard of {share.type} #{share.resourceId}
          </section>
        )}
      />
    </ShareProviders>,
  );
  return { ...fake, store, view };
}

describe('SharedPage', () => {
  it('resolves the token with x-share-token and shows the shared name and type', async () => {
    const { requests, store } = renderPage(exampleResolvedShare);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casey Closer' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Employee dashboard · shared read-only/)).toHaveTextContent(
      'link expires Dec 20, 2026 · Customers as initials, no emails',
    );
    // The app's dashboard fills the slot with the resolved resource.
    expect(screen.getByRole('region', { name: 'Dashboard' })).toHaveTextContent(
      'Dashboard of employee #7',
    );
    expect(requests[0]?.headers.get('x-share-token')).toBe('tok-123');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    expect(store.get(sharedDashboardAtom)).toEqual({
      type: 'employee',
      token: 'tok-123',
      resourceId: 7,
      name: 'Casey Closer',
      dashboardLoading: false,
    });
  });

  it('shows the dashboard alone when bare (the leaderboard TV)', async () => {
    renderPage(
      { ...exampleResolvedShare, type: 'leaderboard', resourceId: 1 },
      'leaderboard',
      true,
    );
    expect(await screen.findByRole('region', { name: 'Dashboard' })).toHaveTextContent(
      'Dashboard of leaderboard #1',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText(/shared read-only/)).toBeNull();
  });

  it('clears the shared dashboard when the page goes away', async () => {
    const { store, view } = renderPage(exampleResolvedShare);
    await screen.findByRole('heading', { level: 1, name: 'Casey Closer' });
    view.unmount();
    expect(store.get(sharedDashboardAtom).token).toBeNull();
  });

  it('shows a loading state while the link resolves', () => {
    const { store } = renderPage('pending');
    expect(
      screen.getByRole('status', { name: 'Opening the shared dashboard' }),
    ).toBeInTheDocument();
    expect(store.get(sharedDashboardAtom)).toMatchObject({
      token: 'tok-123',
      dashboardLoading: true,
    });
  });

  it.each([
    ['share-link-expired', 'This link has expired.'],
    ['share-link-revoked', 'This link has been revoked.'],
    ['share-link-invalid', 'This link is not recognised.'],
  ])('explains a dead link (%s) without asking to sign in', async (code, reason) => {
    renderPage(failure(401, code, 'x'));
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/sign in/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('does not open a link of another type on this route', async () => {
    renderPage(exampleResolvedShare, 'product');
    expect(await screen.findByText('This link is not recognised.')).toBeInTheDocument();
  });

  it('offers a retry when the server fails', async () => {
    const { requests } = renderPage(failure(503, 'unavailable', 'Service unavailable'));
    expect(await screen.findByText('Could not open the shared dashboard')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(requests).toHaveLength(2);
  });
});
