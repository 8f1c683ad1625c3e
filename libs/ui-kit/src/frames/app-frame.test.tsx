import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFrame } from './app-frame.tsx';

describe('AppFrame', () => {
  it('renders brand, nav, actions and content in their landmarks', () => {
    render(
      <AppFrame brand="SalesDash" nav={<a href="/team">Team</a>} actions={<button type="button">Account</button>}>
        <p>Page body</p>
      </AppFrame>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('SalesDash');
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(screen.getByRole('link', { name: 'Team' }));
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('pads the main area by default and not when padded=false', () => {
    const { rerender } = render(<AppFrame>x</AppFrame>);
    expect(screen.getByRole('main')).toHaveClass('px-6');
    rerender(<AppFrame padded={false}>x</AppFrame>);
    expect(screen.getByRole('main')).not.toHaveClass('px-6');
    expect(screen.getByRole('main')).toHaveAttribute('data-padded', 'false');
  });
});
