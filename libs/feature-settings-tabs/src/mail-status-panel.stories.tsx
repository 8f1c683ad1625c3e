import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailStatusPanel } from './mail-status-panel.tsx';
import { exampleMailOff, exampleMailStatus } from './testing/example-mail-status.ts';
import { withFakeApi } from './testing/settings-providers.tsx';

const meta = {
  title: 'feature-settings-tabs/MailStatusPanel',
  component: MailStatusPanel,
} satisfies Meta<typeof MailStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mail on, a mail waiting for its retry and one the server gave up on. */
export const Data: Story = {
  decorators: withFakeApi({ 'GET mail/status': success(exampleMailStatus) }),
};
/** Mail on, nothing waiting, nothing failed. */
export const Empty: Story = {
  decorators: withFakeApi({
    'GET mail/status': success({ ...exampleMailStatus, queued: 0, failed: 0, failures: [] }),
  }),
};
/** No SMTP server configured: the copy-link flow and the server log stand in. */
export const MailOff: Story = {
  decorators: withFakeApi({ 'GET mail/status': success(exampleMailOff) }),
};
export const Loading: Story = {
  decorators: withFakeApi({ 'GET mail/status': 'pending' }),
};
export const LoadError: Story = {
  name: 'Error',
  decorators: withFakeApi({ 'GET mail/status': failure(500, 'internal') }),
};
