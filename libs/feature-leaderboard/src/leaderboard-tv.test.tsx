import {
  exampleLongLeaderboard,
  success,
  type FakeApiClient,
} from '@salesdash/data-access-api/testing';
import { defaultPeriodSettings, periodLabel, periodRange } from '@salesdash/util-period';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaderboardHarness } from './testing/leaderboard-harness.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

const title = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('LeaderboardTv', () => {
  it('rotates the categories every 15 s, and the arrows step by hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<LeaderboardHarness tv />);
    expect(await screen.findByRole('list', { name: 'Total Cash Collected' })).toBeInTheDocument();
    expect(title()).toBe('Total Cash Collected');

    act(() => vi.advanceTimersByTime(14_900));
    expect(title()).toBe('Total Cash Collected');
    act(() => vi.advanceTimersByTime(100));
    expect(title()).toBe('New Cash Collected');
    act(() => vi.advanceTimersByTime(15_000));
    expect(title()).toBe('Closed Deals');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(title()).toBe('New Cash Collected');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(title()).toBe('Calls Made');
    // A step by hand starts the 15 s over.
    act(() => vi.advanceTimersByTime(10_000));
    expect(title()).toBe('Calls Made');
    act(() => vi.advanceTimersByTime(5_000));
    expect(title()).toBe('Total Cash Collected');
  });

  it('shows the board alone: the people and values, no controls', async () => {
    render(<LeaderboardHarness tv />);
    const list = await screen.findByRole('list', { name: 'Total Cash Collected' });
    expect(list).toHaveTextContent('1AAAvery Ace$48,250.00');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows a category’s first ten', async () => {
    render(<LeaderboardHarness tv options={{ board: success(exampleLongLeaderboard(12)) }} />);
    const list = await screen.findByRole('list', { name: 'Total Cash Collected' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows.at(-1)).toHaveTextContent('Rep 10');
  });

  it('opened from the page, leaves by its button or by Escape', async () => {
    const onExit = vi.fn();
    render(<LeaderboardHarness tv onExit={onExit} />);
    await screen.findByRole('list', { name: 'Total Cash Collected' });
    fireEvent.click(screen.getByRole('button', { name: 'Exit TV mode (Esc)' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onExit).toHaveBeenCalledTimes(2);
  });

  it('on a share link shows this month, whatever the page chose', async () => {
    localStorage.setItem('leaderboard.period.mode', '"quarterly"');
    let fake: FakeApiClient | undefined;
    render(<LeaderboardHarness tv="current" onApi={(created) => (fake = created)} />);
    await screen.findByRole('list', { name: 'Total Cash Collected' });
    const month = defaultPeriodSettings();
    const { startDate, endDate } = periodRange(month);
    expect(screen.getByText(`Leaderboard · ${periodLabel(month)}`)).toBeInTheDocument();
    expect(Object.fromEntries(fake?.requests[0]?.query ?? [])).toEqual({ startDate, endDate });
  });
});
