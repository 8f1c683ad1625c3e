import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaleFormAlert } from './stale-form-alert.tsx';

const meta = {
  title: 'feature-settings-tabs/StaleFormAlert',
  component: StaleFormAlert,
  args: { what: 'Your profile', onReload: () => undefined },
} satisfies Meta<typeof StaleFormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const Organization: Story = { args: { what: 'The organization' } };
