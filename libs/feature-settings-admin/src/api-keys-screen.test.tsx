import { failure } from '@salesdash/data-access-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiKeysScreen } from './api-keys-screen.tsx';
import {
  apiKeysWithSuspended,
  exampleNewApiKeySecret,
  type ApiKeyRoutesOptions,
} from './testing/api-key-routes.ts';
import { WithFakeApiKeyApi } from './testing/with-fake-api-key-api.tsx';

const renderScreen = (options: ApiKeyRoutesOptions = {}, copy = vi.fn(async () => undefined)) => {
  render(
    <WithFakeApiKeyApi options={options}>
      <ApiKeysScreen copy={copy} />
    </WithFakeApiKeyApi>,
  );
  return { copy };
};

describe('ApiKeysScreen', () => {
  it('lists each key’s scopes, first characters, creator, last use and revocation', async () => {
    renderScreen();
    const row = await screen.findByRole('row', { name: /Warehouse sync/ });
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(row).toHaveTextContent('Read records');
    expect(row).toHaveTextContent('Write records');
    expect(row).toHaveTextContent('sdk_Q9zk…');
    expect(row).toHaveTextContent('Ada Admin');
    expect(row).toHaveTextContent('Active');
    expect(within(table).getByRole('row', { name: /Reporting service/ })).toHaveTextContent(
      'Never',
    );
    const old = within(table).getByRole('row', { name: /Old importer/ });
    expect(old).toHaveTextContent(/Revoked Nov 1, 2026/);
    expect(old).toHaveTextContent('A former admin');
    expect(within(old).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('shows a suspended key with why, says it works again with its creator, and still offers Revoke', async () => {
    renderScreen({ keys: apiKeysWithSuspended });
    const demoted = await screen.findByRole('row', { name: /Payroll bridge/ });
    expect(within(demoted).getByText('Suspended')).toBeInTheDocument();
    expect(demoted).toHaveTextContent(
      'Its creator is no longer an admin. It works again if they regain admin access.',
    );
    expect(demoted).not.toHaveTextContent('Active');
    expect(within(demoted).getByRole('button', { name: 'Revoke Payroll bridge' })).toBeVisible();
    const deactivated = screen.getByRole('row', { name: /CRM sync/ });
    expect(deactivated).toHaveTextContent(/Suspended.*Its creator is deactivated/);
    expect(screen.getByRole('row', { name: /Warehouse sync/ })).toHaveTextContent('Active');
    expect(screen.getByText(/suspended while its creator is not an active admin/)).toBeVisible();
  });

  it('says when there are no keys and when they cannot be loaded', async () => {
    renderScreen({ keys: [] });
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    renderScreen({ keys: failure(500, 'internal', 'Internal Server Error') });
    expect(await screen.findByText('Failed to load API keys')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });

  it('asks for a scope, creates the key and shows its secret once with a copy button', async () => {
    const user = userEvent.setup();
    const { copy } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = screen.getByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'BI export');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByRole('group', { name: /Scopes/ })).toHaveAccessibleDescription(
      'Scopes choose at least one scope',
    );
    const metrics = within(dialog).getByRole('checkbox', { name: 'Read metrics' });
    expect(metrics).toHaveAccessibleDescription(/Dashboards, team, leaderboard/);
    await user.click(metrics);
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy the key of BI export' });
    expect(within(shown).getByText(/You will not see this key again/)).toBeInTheDocument();
    expect(within(shown).getByLabelText('API key')).toHaveValue(exampleNewApiKeySecret);
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(copy).toHaveBeenCalledWith(exampleNewApiKeySecret);
    await user.click(within(shown).getByRole('button', { name: 'I have copied the key' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(exampleNewApiKeySecret)).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /BI export/ })).toHaveTextContent('sdk_4fQm…');
  });

  it('revokes a key only after asking, and Cancel keeps it', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Revoke Warehouse sync' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('row', { name: /Warehouse sync/ })).toHaveTextContent('Active');
    await user.click(screen.getByRole('button', { name: 'Revoke Warehouse sync' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke Warehouse sync?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByRole('row', { name: /Warehouse sync/ })).toHaveTextContent(
      /Revoked Nov 23, 2026/,
    );
    expect(screen.queryByRole('button', { name: 'Revoke Warehouse sync' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a revoke in the confirmation', async () => {
    const user = userEvent.setup();
    renderScreen({ write: failure(403, 'forbidden', 'Only admins manage API keys') });
    await user.click(await screen.findByRole('button', { name: 'Revoke Warehouse sync' }));
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins manage API keys');
  });
});
