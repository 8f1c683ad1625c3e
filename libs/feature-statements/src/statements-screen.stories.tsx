import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementsScreen } from './statements-screen.tsx';
import { WithFakeStatementsApi } from './testing/with-fake-statements-api.tsx';

const meta = {
  title: 'feature-statements/StatementsScreen',
  component: StatementsScreen,
  args: {
    year: 2026,
    month: '2026-03',
    currentYear: 2026,
    onYearChange: fn(),
    onMonthChange: fn(),
  },
} satisfies Meta<typeof StatementsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  decorators: [(Story) => <WithFakeStatementsApi>{Story()}</WithFakeStatementsApi>],
};
export const Loading: Story = {
  decorators: [
    (Story) => (
      <WithFakeStatementsApi
        routes={{ 'GET statements': 'pending', 'GET statements/month/:month': 'pending' }}
      >
        {Story()}
      </WithFakeStatementsApi>
    ),
  ],
};
export const Empty: Story = {
  args: { month: undefined },
  decorators: [
    (Story) => (
      <WithFakeStatementsApi routes={{ 'GET statements': success([]) }}>
        {Story()}
      </WithFakeStatementsApi>
    ),
  ],
};
export const LoadError: Story = {
  decorators: [
    (Story) => (
      <WithFakeStatementsApi
        routes={{
          'GET statements': failure(500, 'internal', 'Something went wrong'),
          'GET statements/month/:month': failure(500, 'internal', 'Something went wrong'),
        }}
      >
        {Story()}
      </WithFakeStatementsApi>
    ),
  ],
};
