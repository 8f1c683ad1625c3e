import { failure } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditLog } from './audit-log.tsx';
import { WithFakeAuditApi } from './testing/with-fake-audit-api.tsx';

const meta = {
  title: 'feature-settings-admin/AuditLog',
  component: AuditLog,
  args: { today: '2026-03-02' },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  decorators: [(Story) => <WithFakeAuditApi>{Story()}</WithFakeAuditApi>],
};
export const Loading: Story = {
  decorators: [
    (Story) => (
      <WithFakeAuditApi routes={{ 'GET audit-events': 'pending' }}>{Story()}</WithFakeAuditApi>
    ),
  ],
};
export const Empty: Story = {
  decorators: [
    (Story) => (
      <WithFakeAuditApi
        routes={{
          'GET audit-events': {
            body: {
              status: 'success',
              data: {
                auditEvents: [],
                pagination: { hasNextPage: false, totalCount: 0, totalPages: 0 },
              },
            },
          },
        }}
      >
        {Story()}
      </WithFakeAuditApi>
    ),
  ],
};
export const LoadError: Story = {
  decorators: [
    (Story) => (
      <WithFakeAuditApi
        routes={{
          'GET audit-events': failure(403, 'forbidden', 'Only admins can read the audit log'),
        }}
      >
        {Story()}
      </WithFakeAuditApi>
    ),
  ],
};
