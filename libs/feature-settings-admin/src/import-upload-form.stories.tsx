import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImportUploadForm } from './import-upload-form.tsx';

const meta = {
  title: 'feature-settings-admin/ImportUploadForm',
  component: ImportUploadForm,
  args: { uploading: false, onUpload: fn() },
} satisfies Meta<typeof ImportUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = { args: { uploading: true } };
export const TooLarge: Story = {
  args: {
    problem: { message: 'The file is over 50 MB: split it, or import a shorter period at a time.' },
  },
};
export const Unreadable: Story = {
  args: { problem: { field: 'body', message: 'the file could not be read as CSV' } },
};
/** The server refused the first sheet (no header row) and listed the workbook's sheets. */
export const ChooseSheet: Story = {
  args: {
    sheets: ['Summary', 'Deals', 'Calls'],
    problem: {
      field: 'sheet',
      message:
        'the sheet "Summary" has no header row (its first row should name the columns): choose the sheet that holds the rows',
    },
  },
};
/** The sheet last read from a workbook, offered again. */
export const RememberedSheet: Story = { args: { rememberedSheet: 'Deals' } };
