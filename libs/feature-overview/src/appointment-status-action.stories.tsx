import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAppointment, failure } from '@salesdash/data-access-api/testing';
import { AppointmentStatusAction } from './appointment-status-action.tsx';
import type { OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = { options: OverviewRoutesOptions };

const meta = {
  title: 'feature-overview/AppointmentStatusAction',
  args: { options: {} },
  render: ({ options }) => (
    <WithFakeOverviewApi options={options}>
      <AppointmentStatusAction
        appointment={exampleAppointment({ appointment_status: 'scheduled' })}
      />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {};
export const Refused: Story = {
  args: {
    options: {
      appointmentStatus: failure(
        403,
        'forbidden',
        'Only the closer of a call, their manager or an admin can change its status',
      ),
    },
  },
};
