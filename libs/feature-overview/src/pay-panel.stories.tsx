import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import { PayPanel } from './pay-panel.tsx';
import { emptyOverview, type OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = { options: OverviewRoutesOptions; canChangeRate: boolean };

const meta = {
  title: 'feature-overview/PayPanel',
  args: { options: {}, canChangeRate: false },
  render: ({ options, canChangeRate }) => (
    <WithFakeOverviewApi options={options}>
      <PayPanel userId={7} canChangeRate={canChangeRate} />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const AsAdmin: Story = { args: { canChangeRate: true } };
export const Loading: Story = { args: { options: { pay: 'pending' } } };
export const Empty: Story = { args: { options: emptyOverview } };
export const Failed: Story = {
  args: { options: { pay: failure(500, 'internal', 'Internal Server Error') } },
};
