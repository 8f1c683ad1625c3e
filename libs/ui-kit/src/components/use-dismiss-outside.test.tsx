import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismissOutside } from './use-dismiss-outside.ts';

function Popover({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const onBlur = useDismissOutside(root, open, onDismiss);
  return (
    <>
      <div ref={root} onBlur={onBlur}>
        <button type="button">Inside</button>
        <button type="button">Also inside</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

describe('useDismissOutside', () => {
  it('dismisses on a press outside, not inside, and only while open', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Popover open onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    rerender(<Popover open={false} onDismiss={onDismiss} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses when focus tabs out, not when it moves inside or to nothing', () => {
    const onDismiss = vi.fn();
    render(<Popover open onDismiss={onDismiss} />);
    const inside = screen.getByRole('button', { name: 'Inside' });
    fireEvent.blur(inside, { relatedTarget: screen.getByRole('button', { name: 'Also inside' }) });
    fireEvent.blur(inside, { relatedTarget: null });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.blur(inside, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
