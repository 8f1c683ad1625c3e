import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleOrgUser, failure, success } from '@salesdash/data-access-api/testing';
import { FirstScreenHint } from './first-screen-hint.tsx';
import type { OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = Parameters<typeof FirstScreenHint>[0] & { options: OverviewRoutesOptions };

const meta = {
  title: 'feature-overview/FirstScreenHint',
  args: { userId: 7, access: 4, organizationName: 'Apex Growth Partners', options: {} },
  render: ({ options, ...hint }) => (
    <WithFakeOverviewApi options={options}>
      <FirstScreenHint {...hint} />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rep with a manager: asks them by name. */
export const RepWithAManager: Story = {};
/** The person's record is still loading: "your manager" until the name arrives. */
export const Loading: Story = { args: { options: { person: 'pending' } } };
/** A rep without a manager: asks an admin of the organization. */
export const RepWithoutAManager: Story = {
  args: { options: { person: success(exampleOrgUser({ manager_id: null, manager_name: null })) } },
};
/** The record could not be read: the organization's admins are still someone to ask. */
export const Failed: Story = {
  args: { options: { person: failure(503, 'unavailable', 'Service unavailable') } },
};
/** A manager or admin with no sales of their own: the team's figures are elsewhere. */
export const ManagerOrAdmin: Story = {
  args: { access: 2, teamLink: <a href="#team">Team dashboard</a> },
};
