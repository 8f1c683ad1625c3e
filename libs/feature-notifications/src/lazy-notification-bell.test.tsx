import { ApiTestProviders, createFakeApiClient } from '@salesdash/data-access-api/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyNotificationBell } from './lazy-notification-bell.tsx';
import { notificationRoutes } from './testing/notification-routes.ts';

function renderLazyBell(deferred: boolean) {
  const { api } = createFakeApiClient(notificationRoutes());
  return render(
    <ApiTestProviders api={api}>
      <LazyNotificationBell deferred={deferred} onNavigate={() => undefined} />
    </ApiTestProviders>,
  );
}

describe('LazyNotificationBell', () => {
  it('holds the bell’s place with an inert box while deferred, until a pointer on it', async () => {
    const { container } = renderLazyBell(true);
    const placeholder = container.querySelector('span[aria-hidden="true"]');
    expect(placeholder).toHaveClass('size-8');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.pointerEnter(placeholder as Element);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
  });

  it('waits no more once the bell has been fetched', async () => {
    renderLazyBell(true);
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });
});
