import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatementsStartCard } from './statements-start-card.tsx';
import { exampleStatementsStartSet } from './testing/example-statement-admin.ts';
import { WithFakeStatementsApi } from './testing/with-fake-statements-api.tsx';

const meta = {
  title: 'feature-statements/StatementsStartCard',
  component: StatementsStartCard,
} satisfies Meta<typeof StatementsStartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const withApi =
  (routes: Parameters<typeof WithFakeStatementsApi>[0]['routes'] = {}) =>
  (Story: () => React.JSX.Element) => (
    <WithFakeStatementsApi routes={routes}>{Story()}</WithFakeStatementsApi>
  );

export const NoStartMonth: Story = { decorators: [withApi()] };
export const StartSet: Story = {
  decorators: [withApi({ 'GET statements/admin/start-from': success(exampleStatementsStartSet) })],
};
export const Loading: Story = {
  decorators: [withApi({ 'GET statements/admin/start-from': 'pending' })],
};
export const LoadFailed: Story = {
  decorators: [withApi({ 'GET statements/admin/start-from': failure(500, 'Server error') })],
};
