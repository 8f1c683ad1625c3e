import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ColorModeToggle, type ColorMode } from './color-mode-toggle.tsx';

function Stateful({ initial }: { initial: ColorMode }) {
  const [value, setValue] = useState<ColorMode>(initial);
  return <ColorModeToggle value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui-kit/ColorModeToggle',
  component: Stateful,
  args: { initial: 'light' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const System: Story = { args: { initial: 'system' } };
export const Dark: Story = { args: { initial: 'dark' }, globals: { colorMode: 'dark' } };
