import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { toast } from './toast.ts';
import { Toaster } from './toaster.tsx';

function Demo({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Toaster theme={theme} />
      <Button variant="secondary" onClick={() => toast('Dashboard downloaded')}>Default</Button>
      <Button variant="secondary" onClick={() => toast.success('Commission status updated')}>Success</Button>
      <Button variant="secondary" onClick={() => toast.error('Error loading, please try again later')}>Error</Button>
      <Button
        variant="secondary"
        onClick={() => {
          toast.error('Failed to load Employee data fully');
          toast.error('Failed to load Leaderboards');
          toast('Third toast');
          toast('Fourth toast (only 3 visible)');
        }}
      >
        Four at once
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toaster',
  component: Demo,
  args: { theme: 'light' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="p-6 pt-24">{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { theme: 'dark' }, globals: { colorMode: 'dark' } };
