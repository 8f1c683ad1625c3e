import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseUpToDialog } from './close-up-to-dialog.tsx';
import { exampleClosePlan } from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/CloseUpToDialog',
  component: CloseUpToDialog,
  args: {
    months: ['2026-02', '2026-01', '2025-12', '2025-11'],
    upTo: '2026-02',
    onUpToChange: fn(),
    plan: exampleClosePlan,
    planError: null,
    saving: false,
    problem: null,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CloseUpToDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const LoadingPlan: Story = { args: { plan: undefined } };
export const PlanFailed: Story = {
  args: { plan: undefined, planError: 'Failed to load what would close' },
};
export const NotPossible: Story = {
  args: {
    plan: {
      ...exampleClosePlan,
      months: [],
      people: 0,
      refusal: '1901-03 is still open and has lines: close it first',
    },
  },
};
export const Starting: Story = { args: { saving: true } };
export const StartRefused: Story = {
  args: { problem: 'Months are already being closed up to 2026-01' },
};
