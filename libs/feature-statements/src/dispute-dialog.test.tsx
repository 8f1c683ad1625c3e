import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DisputeDialog } from './dispute-dialog.tsx';
import { exampleStatement } from './testing/example-statements.ts';

const [, solarLine] = exampleStatement.lines;
if (!solarLine) throw new Error('the example has a Solar line');

describe('DisputeDialog', () => {
  it('requires a comment, then sends it trimmed', async () => {
    const onSubmit = vi.fn();
    render(
      <DisputeDialog
        line={solarLine}
        saving={false}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(
      await screen.findByText('Your comment is required: say what is wrong with the line'),
    ).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/What is wrong with this line/), '  Wrong rate ');
    await userEvent.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(onSubmit).toHaveBeenCalledWith('Wrong rate');
  });
});
