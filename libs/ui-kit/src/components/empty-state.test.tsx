import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows title, description, a custom icon and the action', () => {
    render(
      <EmptyState
        title="No transactions"
        description="Nothing in this period."
        icon={<span data-testid="custom-icon" />}
        action={<button type="button">Change period</button>}
      />,
    );
    expect(screen.getByText('No transactions')).toBeInTheDocument();
    expect(screen.getByText('Nothing in this period.')).toBeInTheDocument();
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change period' })).toBeInTheDocument();
  });

  it('omits the icon when icon is null', () => {
    const { container } = render(<EmptyState title="Empty" icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
