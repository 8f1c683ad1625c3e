import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementsAdminScreen } from './statements-admin-screen.tsx';
import { exampleClosedAdminMonth, exampleManagerMonth } from './testing/example-statement-admin.ts';
import { withFakeStatementsApi } from './testing/with-fake-statements-api.tsx';

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

export const Admin: Story = { decorators: [withFakeStatementsApi()] };
export const Closed: Story = {
  args: { month: '2026-02' },
  decorators: [withFakeStatementsApi({ 'GET statements/admin': success(exampleClosedAdminMonth) })],
};
export const Manager: Story = {
  decorators: [withFakeStatementsApi({ 'GET statements/admin': success(exampleManagerMonth) })],
};
export const PersonOpened: Story = { args: { personId: 4 }, decorators: [withFakeStatementsApi()] };
export const Loading: Story = {
  decorators: [
    withFakeStatementsApi({
      'GET statements/admin': 'pending',
      'GET statements/admin/disputes': 'pending',
    }),
  ],
};
export const LoadError: Story = {
  decorators: [
    withFakeStatementsApi({
      'GET statements/admin': failure(500, 'internal', 'Something went wrong'),
      'GET statements/admin/disputes': failure(500, 'internal', 'Something went wrong'),
    }),
  ],
};
export const Employee: Story = { args: { allowed: false } };
