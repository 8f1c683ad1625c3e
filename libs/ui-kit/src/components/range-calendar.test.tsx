import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeCalendar } from './range-calendar.tsx';

function Harness({
  onChange,
  min,
  max,
}: {
  onChange?: (start: string | null, end: string | null) => void;
  min?: string;
  max?: string;
}) {
  const [range, setRange] = useState<{ start: string | null; end: string | null }>({
    start: null,
    end: null,
  });
  return (
    <RangeCalendar
      start={range.start}
      end={range.end}
      initialFocus="2026-03-10"
      min={min}
      max={max}
      onChange={(start, end) => {
        setRange({ start, end });
        onChange?.(start, end);
      }}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name });

describe('RangeCalendar', () => {
  it('is a grid named by its month with one tab stop on the focus day', async () => {
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    // Previous month, next month, then the grid.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(day('Tuesday, March 10, 2026')).toHaveFocus();
    expect(day('Wednesday, March 11, 2026')).toHaveAttribute('tabindex', '-1');
  });

  it('moves with arrows, Home/End and PageUp/PageDown, across months', async () => {
    render(<Harness />);
    day('Tuesday, March 10, 2026').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('Wednesday, March 11, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day('Wednesday, March 18, 2026')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day('Sunday, March 22, 2026')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(day('Monday, March 16, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
    expect(day('Monday, February 23, 2026')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(day('Monday, March 23, 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(day('Sunday, March 22, 2026')).toHaveFocus();
  });

  it('picks a start, then an end; a pick before the start starts over', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    day('Tuesday, March 10, 2026').focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10', null);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft} ');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-08', null);
    await userEvent.click(day('Friday, March 20, 2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-08', '2026-03-20');
    expect(day('Sunday, March 15, 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('Saturday, March 21, 2026').closest('td')).toHaveAttribute('aria-selected', 'false');
    // A third pick begins a new range.
    await userEvent.click(day('Monday, March 2, 2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-02', null);
  });

  it('shows other months with the buttons and keeps days outside min..max out of reach', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} min="2026-03-05" max="2026-04-15" />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(day('Wednesday, March 4, 2026')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day('Thursday, April 16, 2026')).toBeDisabled();
    day('Wednesday, April 15, 2026').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('Wednesday, April 15, 2026')).toHaveFocus();
  });

  it('takes focus on mount only with autoFocus', () => {
    const { unmount } = render(
      <RangeCalendar
        start={null}
        end={null}
        initialFocus="2026-03-10"
        onChange={() => undefined}
      />,
    );
    expect(document.body).toHaveFocus();
    unmount();
    render(<RangeCalendar start="2026-03-04" end={null} onChange={() => undefined} autoFocus />);
    expect(day('Wednesday, March 4, 2026')).toHaveFocus();
  });
});
