import { failure, success } from '@salesdash/data-access-api/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseMonthsSection } from './close-months-section.tsx';
import {
  exampleDisputesStoppedCloseJob,
  exampleRestartStoppedCloseJob,
  exampleRunningCloseJob,
} from './testing/example-statement-admin.ts';
import { withFakeStatementsApi } from './testing/with-fake-statements-api.tsx';

const meta = {
  title: 'feature-statements/CloseMonthsSection',
  component: CloseMonthsSection,
  args: {
    months: ['2026-04', '2026-03', '2026-02', '2026-01'],
    current: '2026-04',
    onOpenMonth: fn(),
  },
} satisfies Meta<typeof CloseMonthsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoJobYet: Story = { decorators: [withFakeStatementsApi()] };
export const Running: Story = {
  decorators: [
    withFakeStatementsApi({
      'GET statements/admin/close-jobs/latest': success(exampleRunningCloseJob),
    }),
  ],
};
export const StoppedAtOpenDisputes: Story = {
  decorators: [
    withFakeStatementsApi({
      'GET statements/admin/close-jobs/latest': success(exampleDisputesStoppedCloseJob),
    }),
  ],
};
export const StoppedByRestart: Story = {
  decorators: [
    withFakeStatementsApi({
      'GET statements/admin/close-jobs/latest': success(exampleRestartStoppedCloseJob),
    }),
  ],
};
export const ProgressNotLoaded: Story = {
  decorators: [
    withFakeStatementsApi({
      'GET statements/admin/close-jobs/latest': failure(500, 'Server error'),
    }),
  ],
};
