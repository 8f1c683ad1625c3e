import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementMonthList } from './statement-month-list.tsx';
import { exampleStatementMonths } from './testing/example-statements.ts';

const meta = {
  title: 'feature-statements/StatementMonthList',
  component: StatementMonthList,
  args: {
    months: exampleStatementMonths,
    loading: false,
    error: null,
    onRetry: fn(),
    onSelect: fn(),
    selected: '2026-03',
  },
} satisfies Meta<typeof StatementMonthList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { months: undefined, loading: true } };
export const Empty: Story = { args: { months: [] } };
export const LoadError: Story = {
  args: { months: undefined, error: 'Failed to load Statements' },
};
