import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValueRow, type ValueRowProps } from './value-row.tsx';

const meta = {
  title: 'feature-overview/ValueRow',
  component: ValueRow,
  decorators: [
    (Story) => (
      <ul className="w-80 divide-y divide-border">
        <Story />
      </ul>
    ),
  ],
  args: {
    title: 'Avery Stone',
    detail: 'Coaching · Nov 20, 2026',
    value: '$3,000.00',
  },
} satisfies Meta<ValueRowProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A long title and detail are cut with an ellipsis; the figure stays whole. */
export const LongText: Story = {
  args: {
    title: 'Maximilian Alexander Worthington-Smythe of the Northern Territories',
    detail: 'Inner Circle Mastermind · Nov 23, 2026 · $15,000.00 · as closer',
    value: '$1,800.00',
    valueTitle: 'Commission once approved',
  },
};
