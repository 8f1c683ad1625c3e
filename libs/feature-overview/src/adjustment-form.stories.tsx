import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdjustmentForm, type AdjustmentFormProps } from './adjustment-form.tsx';
import { exampleAdjustments } from './testing/overview-routes.ts';
import { withDialogOpener } from './testing/with-dialog-opener.tsx';

const meta = {
  title: 'feature-overview/AdjustmentForm',
  component: AdjustmentForm,
  decorators: [withDialogOpener],
  args: {
    who: 'Casey Closer',
    defaultDate: '2026-11-24',
    saving: false,
    onSave: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<AdjustmentFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Edit: Story = { args: { adjustment: exampleAdjustments[0] } };
export const Saving: Story = { args: { adjustment: exampleAdjustments[0], saving: true } };
export const ServerNamedAField: Story = {
  args: { problem: { field: 'reason', message: 'is required' } },
};
export const ServerRefused: Story = {
  args: { adjustment: exampleAdjustments[1], problem: { message: 'Not found' } },
};
