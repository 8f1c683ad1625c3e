import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileDrop } from './file-drop.tsx';

const meta = {
  title: 'ui-kit/FileDrop',
  component: FileDrop,
  args: {
    label: 'Spreadsheet',
    accept: '.csv,.xlsx',
    file: null,
    onFile: fn(),
    hint: 'A .csv or .xlsx of at most 50 MB',
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { file: new File(['a,b'], 'deals-2025.csv') } };
export const WithError: Story = { args: { error: 'The file must end in .csv or .xlsx' } };
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
