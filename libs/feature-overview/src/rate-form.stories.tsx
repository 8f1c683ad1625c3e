import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleProducts, exampleRoles } from '@salesdash/data-access-api/testing';
import { RateForm, type RateFormProps } from './rate-form.tsx';
import { withDialogOpener } from './testing/with-dialog-opener.tsx';

const meta = {
  decorators: [withDialogOpener],
  title: 'feature-overview/RateForm',
  component: RateForm,
  args: {
    userId: 7,
    who: 'Casey Closer',
    roles: exampleRoles,
    products: exampleProducts,
    today: '2026-11-24',
    saving: false,
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<RateFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saving: Story = { args: { saving: true } };
export const ServerNamedAField: Story = {
  args: { problem: { field: 'role_id', message: 'No such role in this organization' } },
};
