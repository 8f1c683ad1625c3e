import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control.tsx';

type Mode = 'line' | 'bar' | 'area';

function Harness({ onChange, disabledBar = false }: { onChange?: (v: Mode) => void; disabledBar?: boolean }) {
  const [value, setValue] = useState<Mode>('line');
  return (
    <SegmentedControl<Mode>
      label="Chart type"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      options={[
        { value: 'line', label: 'Line' },
        { value: 'bar', label: 'Bar', disabled: disabledBar },
        { value: 'area', label: 'Area' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a radiogroup with one checked radio and a single tab stop', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Chart type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Line' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Line' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Bar' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves selection and focus with arrow keys, wrapping at the ends', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Line' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('bar');
    expect(screen.getByRole('radio', { name: 'Bar' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Bar' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('line');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('area');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('line');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('area');
  });

  it('skips disabled options and selects on click', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} disabledBar />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('area');
    await userEvent.click(screen.getByRole('radio', { name: 'Line' }));
    expect(onChange).toHaveBeenLastCalledWith('line');
  });

  it('does not call onChange when the checked option is clicked again', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Line' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
