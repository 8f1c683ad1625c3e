import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { shape: 'text' } };
export const Paragraph: Story = { args: { shape: 'text', lines: 4 } };
export const Block: Story = { args: { shape: 'block', height: 160 } };
export const Circle: Story = { args: { shape: 'circle' } };
export const Dark: Story = { args: { shape: 'text', lines: 3 }, globals: { colorMode: 'dark' } };
