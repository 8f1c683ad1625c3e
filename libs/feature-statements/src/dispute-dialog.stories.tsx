import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DisputeDialog } from './dispute-dialog.tsx';
import { exampleStatement } from './testing/example-statements.ts';

const [, solarLine] = exampleStatement.lines;
if (!solarLine) throw new Error('the example has a Solar line');

const meta = {
  title: 'feature-statements/DisputeDialog',
  component: DisputeDialog,
  args: { line: solarLine, saving: false, problem: null, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof DisputeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Saving: Story = { args: { saving: true } };
export const Refused: Story = {
  args: { problem: { message: 'This line already has an open dispute' } },
};
