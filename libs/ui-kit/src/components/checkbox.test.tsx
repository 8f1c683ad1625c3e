import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('is labelled, toggles from the box and the label, and reports changes', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Include customer details" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Include customer details' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Include customer details'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is described by its hint, and Space toggles it', async () => {
    render(<Checkbox label="Include customer details" hint="Names and emails in full." />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleDescription('Names and emails in full.');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });
});
