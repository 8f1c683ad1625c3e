import { createFakeApiClient, success, ApiTestProviders } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SettingsPage, type SettingsTab } from './settings-page.tsx';
import { exampleNotificationPreferences } from './testing/example-notification-preferences.ts';
import { exampleOrganization, exampleProfile } from './testing/example-profile.ts';

const routes = {
  'GET notification-preferences': success(exampleNotificationPreferences),
  'GET profile': success(exampleProfile),
  [`GET organizations/${exampleOrganization.organization_id}`]: success(exampleOrganization),
};

function Harness({ organizationId }: { organizationId?: number }) {
  const [tab, setTab] = useState<SettingsTab>('profile');
  return (
    <SettingsPage
      tab={tab}
      onTabChange={setTab}
      email={exampleProfile.email}
      organizationId={organizationId}
      colorMode={<p>Colour mode control</p>}
    />
  );
}

function renderPage(organizationId?: number) {
  const fake = createFakeApiClient(routes);
  render(
    <ApiTestProviders api={fake.api}>
      <Harness organizationId={organizationId} />
    </ApiTestProviders>,
  );
}

describe('SettingsPage', () => {
  it('opens on the profile and moves through the tabs in order', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Password',
      'Appearance',
      'Notifications',
    ]);
    expect(await screen.findByRole('form', { name: 'Your name' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(screen.getByText('Colour mode control')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByRole('form', { name: 'Notifications' })).toBeInTheDocument();
    // No administration without the shell's admin links.
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('gives an admin the Organization tab', async () => {
    renderPage(exampleOrganization.organization_id);
    await userEvent.click(screen.getByRole('tab', { name: 'Organization' }));
    expect(await screen.findByRole('form', { name: 'Organization' })).toBeInTheDocument();
  });

  it('shows an admin the links the shell gives', () => {
    const fake = createFakeApiClient(routes);
    render(
      <ApiTestProviders api={fake.api}>
        <SettingsPage
          tab="appearance"
          onTabChange={() => undefined}
          email={exampleProfile.email}
          colorMode={null}
          administration={<a href="/settings/audit">Audit log</a>}
        />
      </ApiTestProviders>,
    );
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/settings/audit',
    );
  });
});
