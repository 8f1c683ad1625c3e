import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatementsStartCard } from './statements-start-card.tsx';
import { exampleStatementsStartSet } from './testing/example-statement-admin.ts';
import { withFakeStatementsApi } from './testing/with-fake-statements-api.tsx';

const meta = {
  title: 'feature-statements/StatementsStartCard',
  component: StatementsStartCard,
} satisfies Meta<typeof StatementsStartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoStartMonth: Story = { decorators: [withFakeStatementsApi()] };
export const StartSet: Story = {
  decorators: [
    withFakeStatementsApi({
      'GET statements/admin/start-from': success(exampleStatementsStartSet),
    }),
  ],
};
export const Loading: Story = {
  decorators: [withFakeStatementsApi({ 'GET statements/admin/start-from': 'pending' })],
};
export const LoadFailed: Story = {
  decorators: [
    withFakeStatementsApi({ 'GET statements/admin/start-from': failure(500, 'Server error') }),
  ],
};
