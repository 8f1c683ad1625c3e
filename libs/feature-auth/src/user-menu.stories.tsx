import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from './user-menu.tsx';

const meta = {
  title: 'feature-auth/UserMenu',
  component: UserMenu,
  args: {
    displayName: 'Casey Closer',
    organizationName: 'Apex Growth Partners',
    email: 'closer@demo.test',
    onSignOut: () => undefined,
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** An admin's or manager's menu: the shell adds "Invite teammate" above Settings. */
export const WithInvite: Story = {
  args: {
    displayName: 'Olivia Bennett',
    email: 'admin@demo.test',
    items: [
      { label: 'Invite teammate', onSelect: () => undefined },
      { label: 'Settings', onSelect: () => undefined },
    ],
  },
};
