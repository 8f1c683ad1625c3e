import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PayrollExport } from './payroll-export.tsx';
import { examplePayrollExport } from './testing/example-statement-admin.ts';

const meta = {
  title: 'feature-statements/PayrollExport',
  component: PayrollExport,
  args: { lastExport: null, onDownload: fn(async () => undefined) },
} satisfies Meta<typeof PayrollExport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotExported: Story = {};
export const Exported: Story = {
  args: { lastExport: { ...examplePayrollExport, version: 2, superseded: false } },
};
export const Superseded: Story = { args: { lastExport: examplePayrollExport } };
