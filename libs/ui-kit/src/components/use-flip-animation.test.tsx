import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlipAnimation, type FlipAnimationOptions } from './use-flip-animation.ts';

/** A list whose rows stand 40 px apart, each naming how it moved. */
function Ranking({ keys, ...options }: { keys: number[] } & FlipAnimationOptions) {
  const { containerRef, moves } = useFlipAnimation<number, HTMLOListElement>(keys, options);
  return (
    <ol ref={containerRef}>
      {keys.map((key) => (
        <li key={key} data-flip-key={key}>
          {key} {moves.get(key)?.kind ?? 'still'}
        </li>
      ))}
    </ol>
  );
}

const rowHeight = 40;
const animate = vi.fn<(frames: Keyframe[], options?: KeyframeAnimationOptions) => Animation>();
let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  animate.mockReset();
  animate.mockImplementation(() => ({ cancel: vi.fn(), onfinish: null }) as unknown as Animation);
  // jsdom lays nothing out: a row's top is its index in the list × 40 px, from a list at 100 px.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = this.parentElement ? Array.from(this.parentElement.children).indexOf(this) : 0;
    const top = this.tagName === 'LI' ? 100 + index * rowHeight : 100;
    return { left: 20, top, width: 200, height: rowHeight } as DOMRect;
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
});

/** The key of each animated row with its first frame. */
const played = () =>
  animate.mock.contexts.map((row, call) => [
    (row as HTMLElement).dataset['flipKey'],
    animate.mock.calls[call]?.[0][0],
  ]);

describe('useFlipAnimation', () => {
  it('shows a first order in place', () => {
    const { rerender } = render(<Ranking keys={[1, 2, 3]} />);
    rerender(<Ranking keys={[1, 2, 3]} />);
    expect(animate).not.toHaveBeenCalled();
    expect(screen.getByText('1 still')).toBeInTheDocument();
  });

  it('glides rows whose rank changed from their old place, and names who moved', () => {
    const { rerender } = render(<Ranking keys={[1, 2, 3]} />);
    rerender(<Ranking keys={[3, 1, 2]} />);
    expect(played()).toEqual([
      ['3', { transform: 'translate(0px, 80px)' }],
      ['1', { transform: 'translate(0px, -40px)' }],
      ['2', { transform: 'translate(0px, -40px)' }],
    ]);
    expect(animate.mock.calls[0]?.[1]).toMatchObject({ duration: 400 });
    expect(screen.getByText('3 up')).toBeInTheDocument();
    expect(screen.getByText('1 down')).toBeInTheDocument();
  });

  it('fades a new row in', () => {
    const { rerender } = render(<Ranking keys={[1, 2]} />);
    rerender(<Ranking keys={[1, 2, 4]} />);
    expect(played()).toEqual([['4', { opacity: 0 }]]);
    expect(screen.getByText('4 new')).toBeInTheDocument();
  });

  it('moves nothing with reduced motion, but still names who moved', () => {
    reducedMotion = true;
    const { rerender } = render(<Ranking keys={[1, 2, 3]} />);
    rerender(<Ranking keys={[2, 1, 3]} />);
    expect(animate).not.toHaveBeenCalled();
    expect(screen.getByText('2 up')).toBeInTheDocument();
  });

  it('shows another list (scope) in place, with no cue', () => {
    const { rerender } = render(<Ranking keys={[1, 2, 3]} scope="cash" />);
    rerender(<Ranking keys={[3, 2, 1]} scope="deals" />);
    expect(animate).not.toHaveBeenCalled();
    expect(screen.getByText('3 still')).toBeInTheDocument();
  });

  it('drops the cue after cueMs', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Ranking keys={[1, 2]} cueMs={2_000} />);
    rerender(<Ranking keys={[2, 1]} cueMs={2_000} />);
    expect(screen.getByText('2 up')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('2 still')).toBeInTheDocument();
  });
});
