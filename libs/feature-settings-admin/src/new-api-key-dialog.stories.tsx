import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleApiKey } from '@salesdash/data-access-api/testing';
import { NewApiKeyDialog, type NewApiKeyDialogProps } from './new-api-key-dialog.tsx';
import { exampleNewApiKeySecret } from './testing/api-key-routes.ts';

const meta = {
  title: 'feature-settings-admin/NewApiKeyDialog',
  component: NewApiKeyDialog,
  args: {
    created: { api_key: exampleApiKey(), key: exampleNewApiKeySecret },
    onClose: () => undefined,
  },
} satisfies Meta<NewApiKeyDialogProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};
export const CopyFails: Story = {
  args: { copy: () => Promise.reject(new Error('Clipboard blocked')) },
};
