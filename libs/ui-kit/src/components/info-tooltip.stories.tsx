import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoTooltip } from './info-tooltip.tsx';

const meta = {
  title: 'ui-kit/InfoTooltip',
  component: InfoTooltip,
  args: {
    label: 'How Show rate is calculated',
    content: 'Show rate = 42 taken ÷ 60 (taken + no-show)',
  },
  decorators: [
    (Story) => (
      <div className="h-32 p-4 text-fg">
        Show rate <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlignEnd: Story = {
  args: { align: 'end' },
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
