import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseUpToDialog } from './close-up-to-dialog.tsx';
import { exampleClosePlan } from './testing/example-statement-admin.ts';

function renderDialog(plan: typeof exampleClosePlan | undefined = exampleClosePlan) {
  const props = { onConfirm: vi.fn(), onClose: vi.fn(), onUpToChange: vi.fn() };
  render(
    <CloseUpToDialog
      months={['2026-02', '2026-01']}
      upTo="2026-02"
      plan={plan}
      saving={false}
      {...props}
    />,
  );
  return props;
}

describe('CloseUpToDialog', () => {
  it('says how many months and people in one confirmation, then confirms', async () => {
    const { onConfirm, onUpToChange } = renderDialog();
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'This closes 8 months, 2025 Jul to 2026 Feb, for 12 people. It stops at a month with open disputes and asks.',
      ),
    ).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByLabelText('Up to'), '2026-01');
    expect(onUpToChange).toHaveBeenCalledWith('2026-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close 8 months' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('says why it may not start, and does not start', () => {
    renderDialog({
      ...exampleClosePlan,
      months: [],
      refusal: '1901-03 is still open and has lines: close it first',
    });
    expect(
      screen.getByText('Not possible: 1901-03 is still open and has lines: close it first'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close months' })).toBeDisabled();
  });
});
