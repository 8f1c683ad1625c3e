import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card.tsx';
import { ChartPlaceholder } from './chart-placeholder.tsx';
import { LoadWhenVisible } from './load-when-visible.tsx';

const meta = {
  title: 'ui-kit/LoadWhenVisible',
  component: LoadWhenVisible,
  args: {
    placeholder: <ChartPlaceholder />,
    children: <Card title="Loaded">This content rendered once the area scrolled into view.</Card>,
  },
} satisfies Meta<typeof LoadWhenVisible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const BelowTheFold: Story = {
  decorators: [
    (Story) => (
      <div>
        <p className="h-[120vh] text-fg-muted">
          Scroll down: the card below loads when it nears the viewport.
        </p>
        <Story />
      </div>
    ),
  ],
};
export const Placeholder: Story = {
  args: { children: null, placeholder: <ChartPlaceholder height={160} /> },
};
