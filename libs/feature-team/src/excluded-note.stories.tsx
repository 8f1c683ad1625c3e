import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExcludedNote } from './excluded-note.tsx';

const meta = {
  title: 'feature-team/ExcludedNote',
  component: ExcludedNote,
  args: { excluded: { people: 1, totalCash: 4000 }, onShow: () => undefined },
} satisfies Meta<typeof ExcludedNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerson: Story = {};
export const SeveralPeople: Story = { args: { excluded: { people: 4, totalCash: 18_250.75 } } };
/** Inactive people with calls or outreach but no cash in the range. */
export const NoCash: Story = { args: { excluded: { people: 2, totalCash: 0 } } };
