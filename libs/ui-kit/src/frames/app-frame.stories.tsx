import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { ColorModeToggle, type ColorMode } from '../components/color-mode-toggle.tsx';
import { ComingSoonPanel } from '../components/coming-soon-panel.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { LogOutIcon } from '../icons/log-out-icon.tsx';
import { AppFrame } from './app-frame.tsx';

const navLink = 'rounded-md px-3 py-1.5 font-medium text-fg-muted hover:bg-surface-hover hover:text-fg';

function Demo({ padded }: { padded: boolean }) {
  const [mode, setMode] = useState<ColorMode>('light');
  return (
    <AppFrame
      padded={padded}
      brand={<span>SalesDash</span>}
      nav={
        <>
          <a className={`${navLink} bg-surface-muted text-fg`} href="#overview" aria-current="page">Overview</a>
          <a className={navLink} href="#team">Team</a>
          <a className={navLink} href="#leaderboard">Leaderboard</a>
        </>
      }
      actions={
        <>
          <ColorModeToggle value={mode} onChange={setMode} />
          <Button variant="ghost" size="sm" icon={<LogOutIcon />}>Sign out</Button>
        </>
      }
    >
      {padded ? (
        <>
          <PageHeader title="Sales overview" description="Your metrics for this month" />
          <div className="grid grid-cols-3 gap-4">
            <Card title="Total cash">$48,210.00</Card>
            <Card title="Commission">$4,821.00</Card>
            <Card title="Closed deals">37</Card>
          </div>
        </>
      ) : (
        <ComingSoonPanel className="rounded-none border-x-0" title="Recordings" capability="call recordings" />
      )}
    </AppFrame>
  );
}

const meta = {
  title: 'ui-kit/Frames/AppFrame',
  component: Demo,
  args: { padded: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoPadding: Story = { args: { padded: false } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
