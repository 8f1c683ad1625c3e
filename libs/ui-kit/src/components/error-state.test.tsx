import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state.tsx';

describe('ErrorState', () => {
  it('announces the error and calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed to load Metrics" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load Metrics');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry and blocks retry while retrying', () => {
    const { rerender } = render(<ErrorState title="Oops" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ErrorState title="Oops" onRetry={() => undefined} retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
