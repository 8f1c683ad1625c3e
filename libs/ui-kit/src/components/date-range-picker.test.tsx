import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker.tsx';
import type { DateRangeValue } from './date-range-presets.ts';

const thisMonth: DateRangeValue = {
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  preset: 'thisMonth',
};

function Harness({ onChange }: { onChange: (value: DateRangeValue) => void }) {
  const [value, setValue] = useState(thisMonth);
  return (
    <DateRangePicker
      value={value}
      today="2026-03-10"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('shows the preset and the range it covers', () => {
    render(<Harness onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('thisMonth');
    expect(
      screen.getByRole('button', { name: /^Choose dates, Mar 1\s–\s31, 2026$/ }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies a preset computed from today', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Date range' }),
      'Last quarter',
    );
    expect(onChange).toHaveBeenLastCalledWith({
      startDate: '2025-10-01',
      endDate: '2025-12-31',
      preset: 'lastQuarter',
    });
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Last 30 days');
    expect(onChange).toHaveBeenLastCalledWith({
      startDate: '2026-02-09',
      endDate: '2026-03-10',
      preset: 'last30Days',
    });
    expect(screen.getByRole('button', { name: /Choose dates/ })).toHaveTextContent(
      'Feb 9 – Mar 10, 2026',
    );
  });

  it('picks a custom range with the keyboard and applies it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Custom range');
    // The panel and its calendar load on first open.
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date range' });
    // The calendar loads on first open; focus lands on the current start day.
    expect(
      await within(dialog).findByRole('button', { name: 'Sunday, March 1, 2026' }),
    ).toHaveFocus();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(apply).toBeDisabled();
    expect(dialog).toHaveTextContent('Now pick the last day');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(dialog).toHaveTextContent('Mar 8 – 16, 2026');
    await userEvent.click(apply);
    expect(onChange).toHaveBeenLastCalledWith({
      startDate: '2026-03-08',
      endDate: '2026-03-16',
      preset: 'custom',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Choose dates/ })).toHaveFocus();
    expect(screen.getByRole('combobox')).toHaveValue('custom');
  });

  it('closes on Escape without a change and gives focus back', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Choose dates/ }));
    expect(screen.getByRole('button', { name: /Choose dates/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Sunday, March 1, 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Choose dates/ })).toHaveFocus();
  });

  it('closes when the pointer goes down outside', async () => {
    render(
      <>
        <Harness onChange={() => undefined} />
        <p>Elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose dates/ }));
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
