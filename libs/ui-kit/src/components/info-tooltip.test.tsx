import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTooltip } from './info-tooltip.tsx';

const formula = 'Show rate = 42 taken ÷ 60 (taken + no-show)';

describe('InfoTooltip', () => {
  it('describes its trigger even while hidden', () => {
    render(<InfoTooltip label="How Show rate is calculated" content={formula} />);
    const trigger = screen.getByRole('button', { name: 'How Show rate is calculated' });
    expect(trigger).toHaveAccessibleDescription(formula);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, hides on Escape and on blur', async () => {
    render(
      <>
        <InfoTooltip label="How Show rate is calculated" content={formula} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'How Show rate is calculated' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(formula);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Focus stays on the trigger after Escape.
    expect(screen.getByRole('button', { name: 'How Show rate is calculated' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'How Show rate is calculated' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    render(<InfoTooltip label="How Show rate is calculated" content={formula} />);
    const trigger = screen.getByRole('button', { name: 'How Show rate is calculated' });
    await userEvent.hover(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
