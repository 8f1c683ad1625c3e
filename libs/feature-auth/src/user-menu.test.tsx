import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu.tsx';

describe('UserMenu', () => {
  it('shows who is signed in and signs out from the menu', async () => {
    const onSignOut = vi.fn();
    render(
      <UserMenu
        displayName="Casey Closer"
        organizationName="Apex Growth Partners"
        onSignOut={onSignOut}
      />,
    );
    // Its name holds all it shows (WCAG 2.5.3, label in name), after what it is.
    const trigger = screen.getByRole('button', {
      name: /^User menu:\s*Casey Closer\s*Apex Growth Partners$/,
    });
    expect(trigger).toHaveTextContent('Casey Closer');
    expect(trigger).toHaveTextContent('Apex Growth Partners');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("offers the shell's extra entries", async () => {
    const onSelect = vi.fn();
    render(
      <UserMenu
        displayName="Ada Admin"
        organizationName="Apex"
        items={[{ label: 'Settings', onSelect }]}
        onSignOut={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('shows the picture the shell gives in place of the person icon, its name unchanged', () => {
    render(
      <UserMenu
        displayName="Casey Closer"
        organizationName="Apex Growth Partners"
        onSignOut={() => undefined}
        picture={<img alt="" data-testid="picture" src="data:image/png;base64," />}
      />,
    );
    const trigger = screen.getByRole('button', {
      name: /^User menu:\s*Casey Closer\s*Apex Growth Partners$/,
    });
    expect(trigger).toContainElement(screen.getByTestId('picture'));
  });
});
