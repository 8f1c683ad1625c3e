import type { Meta, StoryObj } from '@storybook/react-vite';
import { failure } from '@salesdash/data-access-api/testing';
import { AdjustmentsPanel } from './adjustments-panel.tsx';
import { emptyOverview, type OverviewRoutesOptions } from './testing/overview-routes.ts';
import { WithFakeOverviewApi } from './testing/with-fake-overview-api.tsx';

type StoryArgs = { options: OverviewRoutesOptions; canEdit: boolean; kind: 'users' | 'products' };

const range = { startDate: '2026-11-01', endDate: '2026-11-24' };

const meta = {
  title: 'feature-overview/AdjustmentsPanel',
  args: { options: {}, canEdit: false, kind: 'users' },
  render: ({ options, canEdit, kind }) => (
    <WithFakeOverviewApi options={options}>
      <AdjustmentsPanel subject={{ kind, id: 4 }} range={range} canEdit={canEdit} />
    </WithFakeOverviewApi>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const AsAdmin: Story = { args: { canEdit: true } };
export const Loading: Story = { args: { options: { adjustments: 'pending' } } };
export const Empty: Story = { args: { options: emptyOverview, canEdit: true } };
export const Failed: Story = {
  args: { options: { adjustments: failure(500, 'internal', 'Failed to load Adjustments') } },
};
export const OnAProduct: Story = { args: { kind: 'products' } };
