import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadFailure } from './load-failure.tsx';

const meta = {
  title: 'feature-settings-tabs/LoadFailure',
  component: LoadFailure,
  args: { title: 'Couldn’t load your profile', onRetry: () => undefined },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
