import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

function renderModal(onClose = vi.fn()) {
  render(
    <Modal title="Share" description="Read-only" onClose={onClose}>
      <input aria-label="First" />
      <button type="button">Last</button>
    </Modal>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a labelled, described modal dialog that focuses its first control', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Read-only');
    expect(screen.getByLabelText('First')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
