import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReopenMonthDialog } from './reopen-month-dialog.tsx';

describe('ReopenMonthDialog', () => {
  it('requires a reason', async () => {
    const onSubmit = vi.fn();
    render(
      <ReopenMonthDialog
        month="2026-02"
        saving={false}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reopen month' }));
    expect(await screen.findByText(/is required: say why the month is reopened/)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Reason/), 'A refund arrived late');
    await userEvent.click(screen.getByRole('button', { name: 'Reopen month' }));
    expect(onSubmit).toHaveBeenCalledWith('A refund arrived late');
  });
});
