import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyCases } from '../../../tools/vitest/story-cases.ts';
import * as bellStories from './notification-bell.stories.tsx';
import * as panelStories from './notification-panel.stories.tsx';

const cases = storyCases(import.meta.glob('./**/*.stories.tsx', { eager: true }));

describe('feature-notifications stories', () => {
  it('are found', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases)('%s renders', (_name, Story) => {
    const { container, unmount } = render(<Story />);
    expect(container.childElementCount).toBeGreaterThan(0);
    unmount();
  });

  it('show the panel loading, empty, failed and with data', async () => {
    const { Loading, Empty, Failed, Data } = composeStories(panelStories);
    const loading = render(<Loading />);
    expect(screen.getByTestId('notification-list-skeleton')).toBeInTheDocument();
    loading.unmount();
    const empty = render(<Empty />);
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    empty.unmount();
    const failed = render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load notifications");
    failed.unmount();
    render(<Data />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('show the bell with its count, capped at 99+', async () => {
    const { Data, ManyUnread } = composeStories(bellStories);
    const data = render(<Data />);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    data.unmount();
    render(<ManyUnread />);
    await screen.findByRole('button', { name: 'Notifications, 130 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
  });
});
