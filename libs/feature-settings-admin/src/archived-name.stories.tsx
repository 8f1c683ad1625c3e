import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArchivedName } from './archived-name.tsx';

const meta = {
  title: 'feature-settings-admin/ArchivedName',
  component: ArchivedName,
  args: { name: 'Coaching', isActive: true },
} satisfies Meta<typeof ArchivedName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Archived: Story = { args: { isActive: false } };
