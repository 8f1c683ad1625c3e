import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeZoneShifts } from './time-zone-shifts.tsx';

const meta = {
  title: 'feature-settings-tabs/TimeZoneShifts',
  component: TimeZoneShifts,
  args: { from: 'America/New_York', to: 'Europe/Berlin' },
} satisfies Meta<typeof TimeZoneShifts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewYorkToBerlin: Story = {};
