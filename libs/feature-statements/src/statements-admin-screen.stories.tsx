import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementsAdminScreen } from './statements-admin-screen.tsx';
import { exampleClosedAdminMonth, exampleManagerMonth } from './testing/example-statement-admin.ts';
import { WithFakeStatementsApi } from './testing/with-fake-statements-api.tsx';

const meta = {
  title: 'feature-statements/StatementsAdminScreen',
  component: StatementsAdminScreen,
  args: {
    allowed: true,
    month: '2026-03',
    onMonthChange: fn(),
    onPersonChange: fn(),
    now: new Date(2026, 3, 10),
  },
} satisfies Meta<typeof StatementsAdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withApi =
  (routes: Parameters<typeof WithFakeStatementsApi>[0]['routes'] = {}) =>
  (Story: () => React.JSX.Element) => (
    <WithFakeStatementsApi routes={routes}>{Story()}</WithFakeStatementsApi>
  );

export const Admin: Story = { decorators: [withApi()] };
export const Closed: Story = {
  args: { month: '2026-02' },
  decorators: [withApi({ 'GET statements/admin': success(exampleClosedAdminMonth) })],
};
export const Manager: Story = {
  decorators: [withApi({ 'GET statements/admin': success(exampleManagerMonth) })],
};
export const PersonOpened: Story = { args: { personId: 4 }, decorators: [withApi()] };
export const Loading: Story = {
  decorators: [
    withApi({ 'GET statements/admin': 'pending', 'GET statements/admin/disputes': 'pending' }),
  ],
};
export const LoadError: Story = {
  decorators: [
    withApi({
      'GET statements/admin': failure(500, 'internal', 'Something went wrong'),
      'GET statements/admin/disputes': failure(500, 'internal', 'Something went wrong'),
    }),
  ],
};
export const Employee: Story = { args: { allowed: false } };
