import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementsStartForm } from './statements-start-form.tsx';
import {
  exampleStatementsStart,
  exampleStatementsStartSet,
} from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/StatementsStartForm',
  component: StatementsStartForm,
  args: {
    start: exampleStatementsStart,
    preview: null,
    onPreview: fn(),
    saving: false,
    problem: null,
    onSave: fn(),
  },
} satisfies Meta<typeof StatementsStartForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoStartMonth: Story = {};
export const NoRecordsYet: Story = {
  args: { start: { ...exampleStatementsStart, earliest_month: null } },
};
export const StartSet: Story = { args: { start: exampleStatementsStartSet } };
export const PreviewOfATypedMonth: Story = {
  args: { preview: { month: '2025-07', facts: exampleStatementsStartSet } },
};
export const PreviewLoading: Story = { args: { preview: { month: '2025-07', facts: undefined } } };
export const Refused: Story = {
  args: {
    start: { ...exampleStatementsStartSet, latest_allowed: '2025-09' },
    problem: {
      message:
        'start_from: statements can start no later than 2025-09, the month after the last closed one',
    },
  },
};
