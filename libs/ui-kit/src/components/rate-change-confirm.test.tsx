import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RateChangeConfirm, type RateChangeConfirmProps } from './rate-change-confirm.tsx';

const renderConfirm = (props: Partial<RateChangeConfirmProps> = {}) => {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onRetry: vi.fn() };
  render(
    <RateChangeConfirm
      who="Casey Closer"
      from="2026-01-01"
      preview={undefined}
      saving={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
};

describe('RateChangeConfirm', () => {
  it.each([
    [
      {
        repriced_deals: 2,
        commission_change: 75,
        pending_commission_before: 300,
        pending_commission_after: 375,
      },
      /2 pending deals.*from \$300\.00 to \$375\.00 \(\+\$75\.00\)/,
    ],
    [
      {
        repriced_deals: 1,
        commission_change: -150,
        pending_commission_before: 300,
        pending_commission_after: 150,
      },
      /1 pending deal:.*\(\u2212\$150\.00\)/,
    ],
    [
      {
        repriced_deals: 0,
        commission_change: 0,
        pending_commission_before: 0,
        pending_commission_after: 0,
      },
      /nothing waiting for approval is repriced/,
    ],
  ])('says what the change reprices: %j', (preview, text) => {
    renderConfirm({ preview });
    expect(screen.getByRole('dialog')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Save rate' })).toBeEnabled();
  });

  it('waits for the answer before offering to save', () => {
    renderConfirm();
    expect(screen.getByLabelText('Working out what it reprices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rate' })).toBeDisabled();
  });

  it('lets the admin save or ask again when the server could not say', async () => {
    const { onConfirm, onRetry, onCancel } = renderConfirm({ error: 'Internal Server Error' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(onConfirm).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
