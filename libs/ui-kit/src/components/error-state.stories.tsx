import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state.tsx';

const meta = {
  title: 'ui-kit/ErrorState',
  component: ErrorState,
  args: { message: 'Error loading, please try again later', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined, title: 'Failed to load Leaderboards' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
