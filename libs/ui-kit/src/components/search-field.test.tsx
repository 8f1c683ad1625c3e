import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

beforeEach(() => {
  // Only the debounce's timers: React and Testing Library keep their real ones.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Types `text` one key at a time, `gap` ms apart, as change events. */
function type(input: HTMLElement, text: string, gap = 50) {
  const start = (input as HTMLInputElement).value;
  for (let index = 1; index <= text.length; index += 1) {
    fireEvent.change(input, { target: { value: start + text.slice(0, index) } });
    act(() => vi.advanceTimersByTime(gap));
  }
}

describe('SearchField', () => {
  it('reports once after the pause, with its own delay', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search sales" value="" onSearch={onSearch} debounceMs={500} />);
    type(screen.getByRole('searchbox', { name: 'Search sales' }), 'acme', 100);
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('acme');
  });

  it('does not report a text that trims to the current search', () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search sales" value="acme" onSearch={onSearch} />);
    type(screen.getByRole('searchbox'), ' ');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('takes a reset from outside and drops the pending report', () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchField label="Search sales" value="acme" onSearch={onSearch} />,
    );
    type(screen.getByRole('searchbox'), 'x');
    rerender(<SearchField label="Search sales" value="" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
