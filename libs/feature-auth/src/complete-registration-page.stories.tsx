import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleInvitation, failure, success } from '@salesdash/data-access-api/testing';
import { CompleteRegistrationPage } from './complete-registration-page.tsx';
import { withFakeApi } from './testing/auth-providers.tsx';

const withRoutes = withFakeApi;

const meta = {
  title: 'feature-auth/CompleteRegistrationPage',
  component: CompleteRegistrationPage,
  args: { token: 'invite-token', onSignedIn: () => undefined },
} satisfies Meta<typeof CompleteRegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  decorators: withRoutes({ 'GET auth/invite/invite-token': 'pending' }),
};
export const Ready: Story = {
  decorators: withRoutes({ 'GET auth/invite/invite-token': success(exampleInvitation) }),
};
export const Expired: Story = {
  decorators: withRoutes({
    'GET auth/invite/invite-token': failure(400, 'expired-action-code'),
  }),
};
export const Invalid: Story = {
  decorators: withRoutes({
    'GET auth/invite/invite-token': failure(400, 'invalid-action-code'),
  }),
};
export const MissingToken: Story = { args: { token: undefined }, decorators: withRoutes({}) };
export const ServerError: Story = {
  decorators: withRoutes({ 'GET auth/invite/invite-token': failure(500, 'internal') }),
};
