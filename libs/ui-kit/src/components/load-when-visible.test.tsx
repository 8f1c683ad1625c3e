import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenVisible } from './load-when-visible.tsx';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** A stand-in IntersectionObserver whose intersections the test triggers. */
function stubIntersectionObserver() {
  const observers: {
    callback: Callback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {
        // The test decides when the element intersects.
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoadWhenVisible', () => {
  it('shows the placeholder until the area nears the viewport, then the content', () => {
    const observers = stubIntersectionObserver();
    render(
      <LoadWhenVisible placeholder={<p>Placeholder</p>} rootMargin="100px" idleAfterMs={null}>
        <p>Chart</p>
      </LoadWhenVisible>,
    );
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    expect(screen.queryByText('Chart')).not.toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('100px');
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Chart')).not.toBeInTheDocument();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Chart')).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('loads anyway once the first screen is done and the browser idle', () => {
    vi.useFakeTimers();
    try {
      stubIntersectionObserver();
      render(
        <LoadWhenVisible placeholder={<p>Placeholder</p>} idleAfterMs={1_500}>
          <p>Chart</p>
        </LoadWhenVisible>,
      );
      act(() => vi.advanceTimersByTime(1_499));
      expect(screen.queryByText('Chart')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByText('Chart')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the viewport alone when told not to load when idle', () => {
    vi.useFakeTimers();
    try {
      stubIntersectionObserver();
      render(
        <LoadWhenVisible placeholder={<p>Placeholder</p>} idleAfterMs={null}>
          <p>Chart</p>
        </LoadWhenVisible>,
      );
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByText('Chart')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls onVisible once, as the area nears the viewport and before the content renders', () => {
    const observers = stubIntersectionObserver();
    const events: string[] = [];
    function Chart() {
      events.push('rendered');
      return <p>Chart</p>;
    }
    render(
      <LoadWhenVisible
        placeholder={<p>Placeholder</p>}
        idleAfterMs={null}
        onVisible={() => events.push('visible')}
      >
        <Chart />
      </LoadWhenVisible>,
    );
    expect(events).toEqual([]);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(events).toEqual(['visible', 'rendered']);
  });

  it('renders the content at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LoadWhenVisible placeholder={<p>Placeholder</p>}>
        <p>Chart</p>
      </LoadWhenVisible>,
    );
    expect(screen.getByText('Chart')).toBeInTheDocument();
  });
});
