import type { FakeApiClient } from '@salesdash/data-access-api/testing';
import {
  exampleLeaderboard,
  exampleLeaderboardPage,
  failure,
  success,
} from '@salesdash/data-access-api/testing';
import { metricsKeys } from '@salesdash/data-access-metrics';
import { toast } from '@salesdash/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { periodLabel, type PeriodSettings } from '@salesdash/util-period';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { periodStorageKeys } from './period-atoms.ts';
import {
  LeaderboardHarness,
  type LeaderboardHarnessProps,
} from './testing/leaderboard-harness.tsx';
import { longBoardOptions } from './testing/leaderboard-routes.ts';

const toastError = vi.fn();
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(toast, 'error').mockImplementation(toastError);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toastError.mockClear();
});

function renderBoard(props: Omit<LeaderboardHarnessProps, 'onApi'> = {}) {
  let fake: FakeApiClient | undefined;
  render(<LeaderboardHarness {...props} onApi={(created) => (fake = created)} />);
  const boardCalls = () =>
    (fake?.requests ?? [])
      .filter((request) => request.path === 'metrics/users/leaderboard')
      .map((request) => Object.fromEntries(request.query));
  const pageCalls = () =>
    (fake?.requests ?? [])
      .filter((request) => request.path.startsWith('metrics/users/leaderboard/'))
      .map((request) => Object.fromEntries(request.query));
  return { boardCalls, pageCalls };
}

const store = (settings: PeriodSettings) => {
  for (const [name, key] of Object.entries(periodStorageKeys)) {
    localStorage.setItem(key, JSON.stringify(settings[name as keyof PeriodSettings]));
  }
};

const november: PeriodSettings = { mode: 'monthly', year: 2026, month: 11, week: 1, quarter: 4 };

describe('Leaderboard', () => {
  it('shows the podium 2nd, 1st, 3rd and every category with your place', async () => {
    renderBoard();
    const podium = await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      '2nd place: Jordan Reyes, $31,900.50',
      '1st place: Avery Ace, $48,250.00',
      '3rd place: Casey Closer, $27,400.00',
    ]);
    const closeRate = screen.getByRole('list', { name: 'Close Rate (taken)' });
    expect(within(closeRate).getAllByRole('listitem')[0]).toHaveTextContent(
      'Casey Closer(You)Closer43.8%',
    );
    expect(screen.getByText('You are #3 of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Total Cash Collected', 'Calls Made', 'Messages Sent']),
    );
  });

  it('leaves the podium empty with fewer than three people', async () => {
    const board = exampleLeaderboard({
      totalCash: exampleLeaderboard()[0]?.users.slice(0, 2) ?? [],
    });
    renderBoard({ options: { board: success(board) } });
    expect(await screen.findByText('No podium yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Podium of Total Cash Collected' })).toBeNull();
  });

  it('reads the stored period and asks for its days', async () => {
    const weekTwo: PeriodSettings = { ...november, mode: 'weekly', month: 9, week: 2 };
    store(weekTwo);
    const { boardCalls } = renderBoard();
    await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });
    expect(screen.getByRole('heading', { name: periodLabel(weekTwo) })).toBeInTheDocument();
    // September 2026 starts on a Tuesday: week 1 is backtracked to Monday Aug 31.
    expect(boardCalls()).toEqual([{ startDate: '2026-09-07', endDate: '2026-09-13' }]);
  });

  it('stores each choice under leaderboard.period.* and refetches the board', async () => {
    store(november);
    const user = userEvent.setup();
    const { boardCalls } = renderBoard();
    await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), '2');
    expect(localStorage.getItem('leaderboard.period.mode')).toBe('"weekly"');
    expect(localStorage.getItem('leaderboard.period.week')).toBe('2');
    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quarter' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
    expect(localStorage.getItem('leaderboard.period.quarter')).toBe('2');
    expect(localStorage.getItem('leaderboard.period.year')).toBe('2025');
    // Quarterly resets the week.
    expect(localStorage.getItem('leaderboard.period.week')).toBe('1');

    await waitFor(() =>
      expect(boardCalls()).toEqual([
        { startDate: '2026-11-01', endDate: '2026-11-30' },
        { startDate: '2026-10-26', endDate: '2026-11-01' },
        { startDate: '2026-11-02', endDate: '2026-11-08' },
        { startDate: '2026-10-01', endDate: '2026-12-31' },
        { startDate: '2026-04-01', endDate: '2026-06-30' },
        { startDate: '2025-04-01', endDate: '2025-06-30' },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Q2 2025' })).toBeInTheDocument();
  });

  it('offers a week 5 where the month runs past week 4, and only there', async () => {
    store({ ...november, mode: 'weekly', week: 5 });
    const user = userEvent.setup();
    const { boardCalls } = renderBoard();
    await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });
    const week = screen.getByRole('combobox', { name: 'Week' });
    expect(
      within(week)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5']);
    expect(screen.getByRole('heading', { name: 'Week 5: Nov 23 - Nov 29, 2026' })).toBeVisible();
    // February 2026 has four weeks: week 5 becomes its last.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2');
    expect(within(week).getAllByRole('option')).toHaveLength(4);
    expect(localStorage.getItem('leaderboard.period.week')).toBe('4');
    await waitFor(() =>
      expect(boardCalls()).toEqual([
        { startDate: '2026-11-23', endDate: '2026-11-29' },
        { startDate: '2026-02-16', endDate: '2026-02-22' },
      ]),
    );
  });

  it.each([
    ['2026-11-26T12:00:00', 'Week 5: Nov 23 - Nov 29, 2026'],
    // Nov 30 is December's week 1 (Dec 1 is a Tuesday).
    ['2026-11-30T12:00:00', 'Week 1: Nov 30 - Dec 6, 2026'],
  ])(
    'opens weekly mode on the week holding today (%s) when no week was chosen',
    async (now, label) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      localStorage.setItem(periodStorageKeys.mode, '"monthly"');
      const user = userEvent.setup();
      renderBoard();
      await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });
      await user.click(screen.getByRole('radio', { name: 'Weekly' }));
      expect(await screen.findByRole('heading', { name: label })).toBeVisible();
    },
  );

  it('keeps a remembered past period and offers the current one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-07T12:00:00') });
    store({ ...november, mode: 'weekly', week: 2 });
    const user = userEvent.setup();
    const { boardCalls } = renderBoard();
    await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });
    expect(
      screen.getByRole('heading', { name: 'Week 2: Nov 2 - Nov 8, 2026' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Current period' }));
    // The week holding Dec 7, in the mode chosen; stored, so the board reopens on it.
    expect(
      await screen.findByRole('heading', { name: 'Week 2: Dec 7 - Dec 13, 2026' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(periodStorageKeys.month)).toBe('12');
    expect(screen.queryByRole('button', { name: 'Current period' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(boardCalls().at(-1)).toEqual({ startDate: '2026-12-07', endDate: '2026-12-13' }),
    );
  });

  it('offers no "Current period" on the current period', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00') });
    store(november);
    renderBoard();
    await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });
    expect(screen.queryByRole('button', { name: 'Current period' })).not.toBeInTheDocument();
  });

  it('refetches a period seen before when it is chosen again', async () => {
    store(november);
    const user = userEvent.setup();
    const { boardCalls } = renderBoard();
    await screen.findByRole('list', { name: 'Podium of Total Cash Collected' });
    const month = screen.getByRole('combobox', { name: 'Month' });
    await user.selectOptions(month, '10');
    await user.selectOptions(month, '11');
    await waitFor(() => expect(boardCalls()).toHaveLength(3));
    expect(boardCalls()[2]).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('goes from loading to initialized, and to error with a toast and a retry', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderBoard({
      options: {
        board: () => (fail ? failure(500, 'internal') : success(exampleLeaderboard())),
      },
    });
    expect(screen.getByLabelText('Loading the podium')).toBeInTheDocument();
    expect(await screen.findByText('The leaderboard could not load')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(
      'Failed to load Leaderboards',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Retry' }) }),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: 'Podium of Total Cash Collected' }),
    ).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('offers roles with a commission by title; a toggle refetches, Clear after 150 ms', async () => {
    store(november);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { boardCalls } = renderBoard();
    const filter = await screen.findByRole('group', { name: 'Filter by role' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Appointment Setter', 'Closer', 'Setter']);

    await user.click(within(filter).getByRole('button', { name: 'Closer' }));
    await waitFor(() => expect(boardCalls()).toHaveLength(2));
    expect(boardCalls()[1]).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', role: '1' });
    await user.click(within(filter).getByRole('button', { name: 'Setter' }));
    await waitFor(() => expect(boardCalls()[2]?.role).toBe('1,2'));

    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Clear' }).click());
    expect(within(filter).getByRole('button', { name: 'Closer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    act(() => vi.advanceTimersByTime(149));
    expect(boardCalls()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    // The board of every role was loaded first: Clear forces it again.
    await waitFor(() => expect(boardCalls()).toHaveLength(4));
    expect(boardCalls()[3]).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
  });

  it('names your place below the rows shown, with the count from the server', async () => {
    renderBoard({ options: longBoardOptions(30, 124), currentUserId: 124 });
    const yourPlace = await screen.findAllByRole('list', { name: 'Your place in Calls Made' });
    expect(yourPlace[0]).toHaveTextContent('25R2Rep 25(You)Closer6,000');
    const callsMade = screen.getByRole('list', { name: 'Calls Made' });
    expect(within(callsMade).getAllByRole('listitem')).toHaveLength(5);
    const card = callsMade.closest('section');
    if (!card) throw new Error('the Calls Made card is missing');
    expect(within(card).getByText('You are #25 of 30')).toBeInTheDocument();
  });

  it('shows a whole category a page at a time on "Show all", and back to the board', async () => {
    store(november);
    const user = userEvent.setup();
    const { pageCalls } = renderBoard({ options: longBoardOptions(30, 124), currentUserId: 124 });
    const callsMade = await screen.findByRole('list', { name: 'Calls Made' });
    const card = callsMade.closest('section');
    if (!card) throw new Error('the Calls Made card is missing');
    const showAll = within(card).getByRole('button', { name: 'Show all 30' });
    // Nothing beyond the board is loaded until asked for.
    expect(pageCalls()).toEqual([]);
    await user.click(showAll);

    const dialog = await screen.findByRole('dialog', { name: 'Calls Made' });
    const firstPage = await within(dialog).findByRole('list', { name: 'Calls Made, page 1' });
    const rows = within(firstPage).getAllByRole('listitem');
    expect(rows).toHaveLength(25);
    // Rep 25, signed in, is marked where they rank.
    expect(rows[24]).toHaveTextContent('25R2Rep 25(You)Closer6,000');
    expect(rows[24]).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByText('Everyone ranked: 30')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /next/i }));
    const secondPage = await within(dialog).findByRole('list', { name: 'Calls Made, page 2' });
    expect(
      within(secondPage)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('value')),
    ).toEqual(['26', '27', '28', '29', '30']);
    expect(pageCalls()).toEqual([
      { startDate: '2026-11-01', endDate: '2026-11-30', page: '1', limit: '25' },
      { startDate: '2026-11-01', endDate: '2026-11-30', page: '2', limit: '25' },
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(showAll).toHaveFocus();
  });

  it('reloads the page shown in "Show all" with the board (a realtime change)', async () => {
    store(november);
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { boardCalls, pageCalls } = renderBoard({ options: longBoardOptions(30), queryClient });
    const callsMade = await screen.findByRole('list', { name: 'Calls Made' });
    await user.click(
      within(callsMade.closest('section') ?? document.body).getByRole('button', {
        name: 'Show all 30',
      }),
    );
    await screen.findByRole('list', { name: 'Calls Made, page 1' });
    expect(pageCalls()).toHaveLength(1);
    await act(() =>
      queryClient.invalidateQueries({ queryKey: [...metricsKeys.all, 'leaderboard'] }),
    );
    await waitFor(() => expect(pageCalls()).toHaveLength(2));
    expect(boardCalls()).toHaveLength(2);
  });

  it('says so when "Show all" fails, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const options = {
      ...longBoardOptions(30),
      page: () =>
        fail ? failure(500, 'internal') : success(exampleLeaderboardPage('newCash', 30)),
    };
    renderBoard({ options });
    const newCash = await screen.findByRole('list', { name: 'New Cash Collected' });
    const card = newCash.closest('section');
    if (!card) throw new Error('the New Cash Collected card is missing');
    await user.click(within(card).getByRole('button', { name: 'Show all 30' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Cash Collected' });
    expect(await within(dialog).findByText('The ranking could not load')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('list', { name: 'New Cash Collected, page 1' }),
    ).toBeInTheDocument();
  });
});
