import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('toggles a password field between hidden and visible', async () => {
    render(<TextField label="Password" type="password" defaultValue="demo1234" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle for other types and describes errors and hints', () => {
    const { rerender } = render(<TextField label="Email" type="email" hint="Your work address" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Your work address');
    rerender(<TextField label="Email" type="email" error="Enter a valid email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
  });

  it('accepts typing', async () => {
    render(<TextField label="Email" />);
    await userEvent.type(screen.getByLabelText('Email'), 'closer@demo.test');
    expect(screen.getByLabelText('Email')).toHaveValue('closer@demo.test');
  });
});
