import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiKeyForm, type ApiKeyFormProps } from './api-key-form.tsx';

const meta = {
  title: 'feature-settings-admin/ApiKeyForm',
  component: ApiKeyForm,
  args: { saving: false, onSave: () => undefined, onClose: () => undefined },
} satisfies Meta<ApiKeyFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};
export const InvalidFromServer: Story = {
  args: { problem: { field: 'scopes', message: 'choose at least one scope' } },
};
export const Submitting: Story = { args: { saving: true } };
export const ServerError: Story = {
  args: { problem: { message: 'Something went wrong on our side. Try again in a moment.' } },
};
