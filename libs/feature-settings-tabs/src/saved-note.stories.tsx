import type { Meta, StoryObj } from '@storybook/react-vite';
import { SavedNote } from './saved-note.tsx';

const meta = {
  title: 'feature-settings-tabs/SavedNote',
  component: SavedNote,
  args: { shown: true },
  decorators: [
    (Story) => (
      <div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const PasswordChanged: Story = {
  args: {
    children: 'Password changed. You stay signed in here; other devices must sign in again.',
  },
};
/** Changed again since the save: nothing shows. */
export const Hidden: Story = { args: { shown: false } };
