import { createFakeApiClient, success, ApiTestProviders } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SettingsPage, type SettingsTab } from './settings-page.tsx';
import { exampleNotificationPreferences } from './testing/example-notification-preferences.ts';

function Harness() {
  const [tab, setTab] = useState<SettingsTab>('notifications');
  return <SettingsPage tab={tab} onTabChange={setTab} colorMode={<p>Colour mode control</p>} />;
}

describe('SettingsPage', () => {
  it('opens on the notification choices and moves to the appearance tab', async () => {
    const fake = createFakeApiClient({
      'GET notification-preferences': success(exampleNotificationPreferences),
    });
    render(
      <ApiTestProviders api={fake.api}>
        <Harness />
      </ApiTestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(screen.getByText('Colour mode control')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Notifications' })).not.toBeInTheDocument();
    // No administration without the shell's admin links.
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('shows an admin the links the shell gives', () => {
    const fake = createFakeApiClient({
      'GET notification-preferences': success(exampleNotificationPreferences),
    });
    render(
      <ApiTestProviders api={fake.api}>
        <SettingsPage
          tab="appearance"
          onTabChange={() => undefined}
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
