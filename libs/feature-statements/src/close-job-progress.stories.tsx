import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseJobProgress } from './close-job-progress.tsx';
import {
  exampleDisputesStoppedCloseJob,
  exampleRestartStoppedCloseJob,
  exampleRunningCloseJob,
} from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/CloseJobProgress',
  component: CloseJobProgress,
  args: {
    job: exampleRunningCloseJob,
    resuming: false,
    problem: null,
    onResume: fn(),
    onConfirmDisputes: fn(),
    onOpenMonth: fn(),
  },
} satisfies Meta<typeof CloseJobProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const StoppedAtOpenDisputes: Story = { args: { job: exampleDisputesStoppedCloseJob } };
export const StoppedByRestart: Story = { args: { job: exampleRestartStoppedCloseJob } };
export const Resuming: Story = { args: { job: exampleRestartStoppedCloseJob, resuming: true } };
export const ResumeRefused: Story = {
  args: { job: exampleRestartStoppedCloseJob, problem: 'The job is done: start a new one' },
};
