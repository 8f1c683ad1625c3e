import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiKeyForm } from './api-key-form.tsx';

describe('ApiKeyForm', () => {
  it('sends a trimmed name and the chosen scopes in the contract’s order', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ApiKeyForm saving={false} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), '  BI export ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Import' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read metrics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'BI export', scopes: ['metrics:read', 'import'] });
  });

  it('offers committing imports as a scope of its own that says it pays commission', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<ApiKeyForm saving={false} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New API key' });
    expect(within(dialog).getByRole('checkbox', { name: 'Import' })).toHaveAccessibleDescription(
      /Nothing lands/,
    );
    const commit = within(dialog).getByRole('checkbox', { name: 'Commit imports' });
    expect(commit).toHaveAccessibleDescription(/pays commission on approved payments/);
    await user.type(within(dialog).getByLabelText(/^Name/), 'CRM sync');
    await user.click(commit);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Import' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'CRM sync', scopes: ['import', 'import:commit'] });
  });

  it('refuses an empty name and no scope, and shows the server’s problem under its field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const { rerender } = render(<ApiKeyForm saving={false} onSave={onSave} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(/^Name/);
    expect(screen.getByRole('group', { name: /Scopes/ })).toHaveAccessibleDescription(
      'Scopes choose at least one scope',
    );
    rerender(
      <ApiKeyForm
        saving={false}
        problem={{ message: 'Something went wrong on our side. Try again in a moment.' }}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });

  it('closes on Cancel', async () => {
    const onClose = vi.fn();
    render(<ApiKeyForm saving={false} onSave={vi.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
