import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'ui-kit/ProgressBar',
  component: ProgressBar,
  args: { label: 'Import progress', value: 300, max: 1000, valueText: '300 of 1,000 rows' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {};
export const NotStarted: Story = { args: { value: 0, valueText: '0 of 1,000 rows' } };
export const Complete: Story = { args: { value: 1000, valueText: '1,000 of 1,000 rows' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
