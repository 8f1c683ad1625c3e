import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('calls onClick and defaults to type=button so it never submits a form by accident', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is disabled, aria-busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not aria-busy when idle and respects disabled', () => {
    render(<Button disabled>Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeDisabled();
  });

  it('applies the variant and forwards the ref', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} variant="danger">
        Remove
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Remove' }));
    expect(ref.current).toHaveAttribute('data-variant', 'danger');
  });
});
