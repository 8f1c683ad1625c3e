import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import { ApiKeysScreen } from './api-keys-screen.tsx';
import { apiKeysWithSuspended, type ApiKeyRoutesOptions } from './testing/api-key-routes.ts';
import { WithFakeApiKeyApi } from './testing/with-fake-api-key-api.tsx';

const meta = {
  title: 'feature-settings-admin/ApiKeysScreen',
  args: { api: {} },
  render: ({ api }) => (
    <WithFakeApiKeyApi options={api}>
      <ApiKeysScreen />
    </WithFakeApiKeyApi>
  ),
} satisfies Meta<{ api: ApiKeyRoutesOptions }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { api: { keys: 'pending' } } };
export const Empty: Story = { args: { api: { keys: [] } } };
/** Keys whose creators were demoted or deactivated: suspended, with the reason. */
export const SuspendedKey: Story = { args: { api: { keys: apiKeysWithSuspended } } };
export const LoadError: Story = {
  args: { api: { keys: failure(500, 'internal', 'Internal Server Error') } },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
