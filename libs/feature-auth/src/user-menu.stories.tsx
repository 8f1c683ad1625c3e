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
/** With an uploaded picture: it shows where the person icon is. */
export const WithPicture: Story = {
  args: {
    picture: (
      <img
        alt=""
        className="size-6 rounded-full"
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'%3E%3Crect width='2' height='2' fill='%231d4ed8'/%3E%3Crect width='1' height='2' fill='%23f59e0b'/%3E%3C/svg%3E"
      />
    ),
  },
};
