import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColorModeToggle } from './color-mode-toggle.tsx';

describe('ColorModeToggle', () => {
  it('shows the current mode and reports the chosen one', async () => {
    const onChange = vi.fn();
    render(<ColorModeToggle value="light" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Colour mode' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('says what "system" does, in its name and its tooltip', () => {
    render(<ColorModeToggle value="system" onChange={vi.fn()} />);
    const system = screen.getByRole('radio', { name: 'System (shows light)' });
    expect(system).toHaveAttribute('title', 'System (shows light)');
  });

  it('is keyboard operable', async () => {
    const onChange = vi.fn();
    render(<ColorModeToggle value="system" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'System (shows light)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith('light');
  });
});
