import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from './filter-chips.tsx';

const options = [
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending' },
  { value: 'refunded', label: 'Refunded' },
];

describe('FilterChips', () => {
  it('is a named group of toggle buttons', () => {
    render(
      <FilterChips
        label="Status"
        options={options}
        selected={['pending']}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Approved' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('adds in the options order and removes on a second press', async () => {
    const onChange = vi.fn();
    render(
      <FilterChips label="Status" options={options} selected={['refunded']} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(onChange).toHaveBeenLastCalledWith(['approved', 'refunded']);
    await userEvent.click(screen.getByRole('button', { name: 'Refunded' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
