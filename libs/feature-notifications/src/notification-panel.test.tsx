import {
  exampleNotificationPage,
  exampleNotifications,
  failure,
  success,
  type FakeApiClient,
  type FakeRequest,
} from '@salesdash/data-access-api/testing';
import { toast } from '@salesdash/ui-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NotificationHarness,
  type NotificationHarnessProps,
} from './testing/notification-harness.tsx';

function renderHarness(props: NotificationHarnessProps = {}) {
  let fake: FakeApiClient | undefined;
  render(<NotificationHarness {...props} onApi={(created) => (fake = created)} />);
  const calls = (method: string) =>
    (fake?.requests ?? []).filter((request: FakeRequest) => request.method === method);
  return { calls };
}

/** Renders the bell and opens its panel. */
async function openBell(props: NotificationHarnessProps = {}) {
  const harness = renderHarness(props);
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  // The panel's chunk loads first (a placeholder dialog stands in), then its list.
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  return { ...harness, panel, list };
}

const items = (list: HTMLElement) => within(list).getAllByRole('listitem');

/** An IntersectionObserver the test drives: `intersect()` reports every observed element in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
  static intersect() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) {
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeIntersectionObserver.instances = [];
});

describe('NotificationPanel', () => {
  it('lists newest first, unread ones bold with a dot and "Unread" for screen readers', async () => {
    const { list } = await openBell();
    const rows = items(list);
    expect(rows.map((row) => row.getAttribute('data-read'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'true',
    ]);
    expect(rows[0]).toHaveTextContent(/^Unread Commission request approved #5/);
    expect(within(rows[0] as HTMLElement).getByText('Unread')).toHaveClass('sr-only');
    expect(within(rows[0] as HTMLElement).getByText('Unread').parentElement).toHaveClass(
      'font-semibold',
    );
    expect(within(rows[3] as HTMLElement).queryByText('Unread')).toBeNull();
    expect(within(rows[3] as HTMLElement).queryByRole('button', { name: /Mark read/ })).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('time')).toHaveAttribute(
      'datetime',
      '2026-11-23T11:30:00.000Z',
    );
  });

  it('marks one read with PATCH and the badge drops at once', async () => {
    const { list, calls } = await openBell();
    await userEvent.click(within(list).getByRole('button', { name: 'Mark read: Call booked #4' }));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(calls('PATCH').map((request) => request.path)).toEqual(['notifications/4']);
    await waitFor(() => expect(items(list)[1]).toHaveAttribute('data-read', 'true'));
    // Focus stays on the row whose button went away.
    expect(items(list)[1]).toHaveFocus();
  });

  it('puts the badge back and shows a toast when marking read fails', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { list } = await openBell({
      options: { markRead: failure(500, 'internal', 'Internal Server Error') },
    });
    await userEvent.click(within(list).getByRole('button', { name: 'Mark read: Call booked #4' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Could not mark the notification read. Try again.'),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { panel, list, calls } = await openBell();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls('PATCH').map((request) => request.path)).toEqual(['notifications/clear']);
    await waitFor(() =>
      expect(items(list).every((row) => row.getAttribute('data-read') === 'true')).toBe(true),
    );
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('loads page 2 when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { list, calls } = await openBell({
      options: { notifications: exampleNotifications(45, 5) },
    });
    expect(items(list)).toHaveLength(20);
    FakeIntersectionObserver.intersect();
    await waitFor(() => expect(items(list)).toHaveLength(40));
    expect(calls('GET').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('loads more with the "Load more" button until the last page', async () => {
    const { panel, list } = await openBell({
      options: { notifications: exampleNotifications(45, 5) },
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items(list)).toHaveLength(40));
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items(list)).toHaveLength(45));
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a deep link: marks it read, navigates and closes', async () => {
    const onNavigate = vi.fn();
    const { list, calls } = await openBell({ onNavigate });
    await userEvent.click(
      within(list).getByRole('link', { name: 'Commission request approved #5' }),
    );
    expect(onNavigate).toHaveBeenCalledWith(
      '/sales-overview?startDate=2026-11-20&endDate=2026-11-20&preset=custom',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('PATCH').map((request) => request.path)).toEqual(['notifications/5']);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  });

  it('shows no link for a notification without a place in the app', async () => {
    const [inApp, elsewhere] = exampleNotifications(2, 2);
    if (!inApp || !elsewhere) throw new Error('two example notifications');
    const { list } = await openBell({
      options: {
        notifications: [inApp, { ...elsewhere, title: 'Elsewhere', link: 'https://example.com' }],
      },
    });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByText('Elsewhere').closest('a')).toBeNull();
  });

  it('says so when there is nothing', async () => {
    renderHarness({ panel: true, options: { notifications: [] } });
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows a skeleton while loading', () => {
    renderHarness({ panel: true, options: { list: 'pending' } });
    expect(screen.getByTestId('notification-list-skeleton')).toBeInTheDocument();
  });

  it('shows an error with Retry, which loads the list', async () => {
    let attempts = 0;
    const all = exampleNotifications(2);
    renderHarness({
      panel: true,
      options: {
        list: () =>
          ++attempts === 1
            ? failure(500, 'internal', 'Internal Server Error')
            : success(exampleNotificationPage(all)),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load notifications");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(items(list)).toHaveLength(2);
  });
});
