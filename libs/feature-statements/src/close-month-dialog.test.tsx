import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseMonthDialog } from './close-month-dialog.tsx';
import { exampleAdminMonth } from './testing/example-statement-admin.ts';

const props = { saving: false, onClose: () => undefined };

describe('CloseMonthDialog', () => {
  it('lists what freezes and closes with open disputes only once the box is ticked', async () => {
    const onConfirm = vi.fn();
    render(<CloseMonthDialog {...props} month={exampleAdminMonth} onConfirm={onConfirm} />);
    const freezes = screen.getByLabelText('What will freeze');
    expect(within(freezes).getByText('People').nextElementSibling).toHaveTextContent('2');
    expect(within(freezes).getByText('Total payable').nextElementSibling).toHaveTextContent(
      '$1,129.60',
    );
    expect(within(freezes).getByText('Open disputes').nextElementSibling).toHaveTextContent('1');
    const close = screen.getByRole('button', { name: 'Close month' });
    expect(close).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Close with 1 open dispute'));
    await userEvent.click(close);
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it('closes at once without open disputes', async () => {
    const onConfirm = vi.fn();
    render(
      <CloseMonthDialog
        {...props}
        month={{ ...exampleAdminMonth, open_disputes: 0 }}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close month' }));
    expect(onConfirm).toHaveBeenCalledWith(false);
  });
});
