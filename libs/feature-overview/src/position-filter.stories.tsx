import type { Meta, StoryObj } from '@storybook/react-vite';
import { PositionFilter } from './position-filter.tsx';

const meta = {
  title: 'feature-overview/PositionFilter',
  component: PositionFilter,
  args: { value: 'setter', personal: true, onChange: () => undefined },
} satisfies Meta<typeof PositionFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A setter's own dashboard opens on the deals they set. */
export const SetByMe: Story = {};
export const ClosedByMe: Story = { args: { value: 'closer' } };
export const AllThatPayMe: Story = { args: { value: 'any' } };
/** Someone else's dashboard (a manager's or an admin's view). */
export const SomeoneElses: Story = { args: { personal: false } };
/** Before the person's own position is known. */
export const Resolving: Story = { args: { value: undefined } };
