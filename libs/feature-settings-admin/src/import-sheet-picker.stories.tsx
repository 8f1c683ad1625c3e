import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImportSheetPicker } from './import-sheet-picker.tsx';

const meta = {
  title: 'feature-settings-admin/ImportSheetPicker',
  component: ImportSheetPicker,
  args: { sheet: 'Deals', sheets: ['Summary', 'Deals', 'Calls'], reading: false, onRead: fn() },
} satisfies Meta<typeof ImportSheetPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Reading: Story = { args: { reading: true } };
export const NoHeaderRow: Story = {
  args: {
    problem:
      'the sheet "Summary" has no header row (its first row should name the columns): choose the sheet that holds the rows',
  },
};
