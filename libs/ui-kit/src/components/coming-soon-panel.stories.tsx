import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPanel } from './coming-soon-panel.tsx';

const meta = {
  title: 'ui-kit/ComingSoonPanel',
  component: ComingSoonPanel,
  args: { title: 'Leaderboard', capability: 'the leaderboard' },
} satisfies Meta<typeof ComingSoonPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithExtra: Story = { args: { children: 'Until then, see your personal overview.' } };
export const UnderPageHeader: Story = { args: { title: 'Your dashboard', headingLevel: 2 } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
