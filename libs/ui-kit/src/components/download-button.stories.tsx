import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadButton, type ReportDownloadProgress } from './download-button.tsx';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'ui-kit/DownloadButton',
  component: DownloadButton,
  args: {
    onDownload: async (report: ReportDownloadProgress) => {
      for (let step = 1; step <= 20; step += 1) {
        await wait(100);
        report(step / 20);
      }
    },
  },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProgress: Story = {};
export const Indeterminate: Story = { args: { onDownload: () => wait(2500) } };
export const Failing: Story = {
  args: { onDownload: () => wait(800).then(() => Promise.reject(new Error('Network error'))) },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
