import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAppointment, failure } from '@salesdash/data-access-api/testing';
import { AppointmentRowActions } from './appointment-row-actions.tsx';
import type { CallViewer } from './call-viewer.ts';
import type { OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = { viewer: CallViewer; options: OverviewRoutesOptions };

/** Call 301: closer 7, setter 9. */
const meta = {
  title: 'feature-overview/AppointmentRowActions',
  args: { viewer: { userId: 9, access: 4 }, options: {} },
  render: ({ viewer, options }) => (
    <WithFakeOverviewApi options={options}>
      <AppointmentRowActions
        viewer={viewer}
        appointment={exampleAppointment({ appointment_status: 'scheduled' })}
      />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The setter named on the call may decline it. */
export const Setter: Story = {};
/** The closer sets its status. */
export const Closer: Story = { args: { viewer: { userId: 7, access: 4 } } };
/** An admin sets its status or deletes it. */
export const Admin: Story = { args: { viewer: { userId: 1, access: 2 } } };
/** The server refuses the decline (the call changed meanwhile): a toast says why. */
export const DeclineRefused: Story = {
  args: { options: { declineAppointment: failure(404, 'not-found', 'Not found') } },
};
