import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../components/card.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { SlugFrame } from './slug-frame.tsx';

function Demo({ loading }: { loading: boolean }) {
  return (
    <SlugFrame title={loading ? <Skeleton width={160} /> : 'High-ticket coaching · product overview'}>
      <div className="grid grid-cols-3 gap-4">
        {['Total cash', 'Closed deals', 'Show rate'].map((title) => (
          <Card key={title} title={title}>
            {loading ? <Skeleton lines={2} /> : '—'}
          </Card>
        ))}
      </div>
    </SlugFrame>
  );
}

const meta = {
  title: 'ui-kit/Frames/SlugFrame',
  component: Demo,
  args: { loading: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
