import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';

describe('Alert', () => {
  it('uses role=alert for errors so they are announced at once', () => {
    render(
      <Alert tone="error" title="Sign-in failed">
        Wrong email or password.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.');
  });

  it('uses role=status for info and success', () => {
    render(<Alert tone="success">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'success');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
