import {
  exampleLeaderboard,
  success,
  type FakeApiClient,
} from '@salesdash/data-access-api/testing';
import { metricsKeys } from '@salesdash/data-access-metrics';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleRankChange } from './testing/example-rank-change.ts';
import { LeaderboardHarness } from './testing/leaderboard-harness.tsx';

const animate = vi.fn<(frames: Keyframe[], options?: KeyframeAnimationOptions) => Animation>();
let reducedMotion = false;

beforeEach(() => {
  localStorage.clear();
  reducedMotion = false;
  animate.mockReset();
  animate.mockImplementation(() => ({ cancel: vi.fn(), onfinish: null }) as unknown as Animation);
  // jsdom lays nothing out: a list's rows stand 40 px apart, the podium's people 200 px.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.dataset['flipKey'] === undefined ? null : this.closest('li');
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const across = row !== null && row !== this; // the podium moves a person, not the step
    return { left: across ? index * 200 : 0, top: across ? 0 : index * 40 } as DOMRect;
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
});

/**
 * The board on a fake API whose answer changes, refreshed as a realtime event does it: by
 * invalidating the leaderboard's key prefix (the board's query is never stale by itself).
 */
async function renderThenChange(tv = false) {
  let board = exampleLeaderboard();
  let fake: FakeApiClient | undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <LeaderboardHarness
      tv={tv}
      queryClient={queryClient}
      options={{ board: () => success(board) }}
      onApi={(created) => (fake = created)}
    />,
  );
  await screen.findByRole('list', { name: 'Total Cash Collected' });
  expect(animate).not.toHaveBeenCalled();
  board = exampleRankChange();
  await act(() => queryClient.invalidateQueries({ queryKey: [...metricsKeys.all, 'leaderboard'] }));
  const boardCalls = fake?.requests.filter((r) => r.path === 'metrics/users/leaderboard');
  expect(boardCalls).toHaveLength(2);
  return within(screen.getByRole('list', { name: 'Total Cash Collected' }));
}

/** Each glide played: the moved element's key and its first frame. */
const glides = () =>
  animate.mock.contexts.flatMap((element, call) => {
    const from = animate.mock.calls[call]?.[0][0];
    return from && 'transform' in from ? [[(element as HTMLElement).dataset['flipKey'], from]] : [];
  });

describe('a board that changes while on screen', () => {
  it('glides the rows and the podium to their new places and marks the rise', async () => {
    const cash = await renderThenChange();
    await waitFor(() => expect(cash.getAllByRole('listitem')[1]).toHaveTextContent('Casey Closer'));
    expect(cash.getByRole('img', { name: 'Up from #3' })).toBeInTheDocument();
    expect(glides()).toEqual(
      expect.arrayContaining([
        // The podium: Casey from the 3rd step (right) to the 2nd (left), Jordan the other way.
        ['7', { transform: 'translate(400px, 0px)' }],
        ['12', { transform: 'translate(-400px, 0px)' }],
        // Total Cash Collected's rows: Casey up one, Jordan down one.
        ['7', { transform: 'translate(0px, 40px)' }],
        ['12', { transform: 'translate(0px, -40px)' }],
      ]),
    );
    // Only what moved: the podium's two and the list's two.
    expect(glides()).toHaveLength(4);
    const podium = screen.getByRole('list', { name: 'Podium of Total Cash Collected' });
    expect(within(podium).getByRole('img', { name: 'Up from 3rd' })).toBeInTheDocument();
    // The signed-in person hears where they went.
    expect(screen.getByText('You moved up to #2 in Total Cash Collected')).toBeInTheDocument();
  });

  it('moves nothing with reduced motion, and still marks the rise', async () => {
    reducedMotion = true;
    const cash = await renderThenChange();
    await waitFor(() => expect(cash.getAllByRole('listitem')[1]).toHaveTextContent('Casey Closer'));
    expect(cash.getByRole('img', { name: 'Up from #3' })).toBeInTheDocument();
    expect(glides()).toEqual([]);
  });

  it('glides the rows of the TV board', async () => {
    const cash = await renderThenChange(true);
    await waitFor(() => expect(cash.getAllByRole('listitem')[1]).toHaveTextContent('Casey Closer'));
    expect(cash.getByRole('img', { name: 'Up from #3' })).toBeInTheDocument();
    expect(glides()).toEqual([
      ['7', { transform: 'translate(0px, 40px)' }],
      ['12', { transform: 'translate(0px, -40px)' }],
    ]);
  });
});
