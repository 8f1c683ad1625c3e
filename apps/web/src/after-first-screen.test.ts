import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreenMs, createFirstScreen } from './after-first-screen.ts';

function fakePage() {
  const state = {
    status: 'pending' as 'pending' | 'idle',
    isLoading: true,
    resolvedLocation: undefined as unknown,
  };
  let fetching = 0;
  return {
    router: { state },
    queryClient: { isFetching: () => fetching },
    showFirstPage() {
      Object.assign(state, { status: 'idle', isLoading: false, resolvedLocation: { href: '/' } });
    },
    setFetching(count: number) {
      fetching = count;
    },
  };
}

/** A first screen watched over a fake page, with a wave that records when it runs. */
function watchedPage() {
  const firstScreen = createFirstScreen();
  const page = fakePage();
  const run = vi.fn();
  firstScreen.watch({ ...page, now: () => Date.now() });
  firstScreen.after(run);
  return { firstScreen, page, run };
}

describe('the first screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first page, then for its queries, then the wait after them', async () => {
    const { firstScreen, page, run } = watchedPage();

    // However long the first page takes (a slow phone), nothing of the wave loads meanwhile.
    await vi.advanceTimersByTimeAsync(5_000);
    page.showFirstPage();
    page.setFetching(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(run).not.toHaveBeenCalled();

    page.setFetching(0);
    await vi.advanceTimersByTimeAsync(500 + afterFirstScreenMs - 200);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledOnce();

    // Asked again later, it runs at once.
    const late = vi.fn();
    firstScreen.after(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('starts the quiet over when a query begins before it has lasted', async () => {
    const { page, run } = watchedPage();
    page.showFirstPage();
    await vi.advanceTimersByTimeAsync(300);
    page.setFetching(1);
    await vi.advanceTimersByTimeAsync(200);
    page.setFetching(0);
    await vi.advanceTimersByTimeAsync(400 + afterFirstScreenMs);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not wait for good on a query that never settles', async () => {
    const { page, run } = watchedPage();
    page.showFirstPage();
    page.setFetching(1);
    await vi.advanceTimersByTimeAsync(15_000 + afterFirstScreenMs + 100);
    expect(run).toHaveBeenCalledOnce();
  });
});
