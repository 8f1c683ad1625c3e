import type { FakeApiClient } from '@salesdash/data-access-api/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notificationBellLabel } from './notification-bell-label.ts';
import {
  NotificationHarness,
  type NotificationHarnessProps,
} from './testing/notification-harness.tsx';
import { unreadAnnouncement } from './unread-announcement.ts';
import { unreadBadgeText } from './unread-badge-text.ts';
import { exampleNotifications } from '@salesdash/data-access-api/testing';

function renderBell(props: NotificationHarnessProps = {}) {
  let fake: FakeApiClient | undefined;
  render(<NotificationHarness {...props} onApi={(created) => (fake = created)} />);
  const requests = () => fake?.requests ?? [];
  return { requests };
}

describe('the bell’s words', () => {
  it('caps the badge at 99+ and shows nothing for none', () => {
    expect([0, 1, 99, 100, 1234].map(unreadBadgeText)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('names the count in full', () => {
    expect(notificationBellLabel(0)).toBe('Notifications');
    expect(notificationBellLabel(130)).toBe('Notifications, 130 unread');
  });

  it('announces one, many and none', () => {
    expect([0, 1, 2].map(unreadAnnouncement)).toEqual([
      'No unread notifications',
      '1 unread notification',
      '2 unread notifications',
    ]);
  });
});

describe('NotificationBell', () => {
  it('shows the unread count as a badge and in its accessible name', async () => {
    const { requests } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(requests()[0]?.query.toString()).toBe('page=1&limit=20');
  });

  it('has no badge when everything is read', async () => {
    renderBell({ options: { notifications: exampleNotifications(3, 0) } });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
  });

  it('announces the count politely when it changes, not on the first load', async () => {
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark read: Commission request approved #5' }),
    );
    await waitFor(() => expect(status).toHaveTextContent('2 unread notifications'));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('opens from the keyboard, names its panel and closes on Escape with focus back', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.tab();
    expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('list', { name: 'Notifications' });
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await userEvent.tab();
    expect(within(screen.getByRole('dialog')).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).not.toHaveAttribute('aria-controls');
  });

  it('closes on a click elsewhere and toggles on its own button', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when focus tabs out of the panel', async () => {
    render(
      <>
        <NotificationHarness options={{ notifications: exampleNotifications(1, 0) }} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByRole('list', { name: 'Notifications' });
    // From the panel: "Mark all read" is disabled (nothing unread), so the one link, then out.
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the bell usable when the list fails to load', async () => {
    renderBell({
      options: { list: { status: 500, body: { status: 'error', code: 'x', message: 'x' } } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await act(() => userEvent.click(bell));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
