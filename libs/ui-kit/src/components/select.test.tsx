import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

const options = [
  { value: 'p1', label: 'Coaching' },
  { value: 'p2', label: 'Mastermind' },
];

describe('Select', () => {
  it('is labelled, lists the options and reports changes', async () => {
    const onChange = vi.fn();
    render(<Select label="Product" placeholder="All products" options={options} onChange={onChange} />);
    const select = screen.getByLabelText('Product');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All products', 'Coaching', 'Mastermind']);
    await userEvent.selectOptions(select, 'p2');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('p2');
  });

  it('marks the control invalid and describes it with the error', () => {
    render(<Select label="Product" options={options} error="Pick a product" hint="ignored" />);
    const select = screen.getByLabelText('Product');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a product');
    expect(screen.queryByText('ignored')).toBeNull();
  });
});
