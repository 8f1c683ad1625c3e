import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangleIcon } from './alert-triangle-icon.tsx';
import { ArrowDownIcon } from './arrow-down-icon.tsx';
import { ArrowUpIcon } from './arrow-up-icon.tsx';
import { BellIcon } from './bell-icon.tsx';
import { CalendarIcon } from './calendar-icon.tsx';
import { CheckCircleIcon } from './check-circle-icon.tsx';
import { ChevronDownIcon } from './chevron-down-icon.tsx';
import { ChevronLeftIcon } from './chevron-left-icon.tsx';
import { ChevronRightIcon } from './chevron-right-icon.tsx';
import { ClockIcon } from './clock-icon.tsx';
import { DownloadIcon } from './download-icon.tsx';
import { EyeIcon } from './eye-icon.tsx';
import { EyeOffIcon } from './eye-off-icon.tsx';
import { InboxIcon } from './inbox-icon.tsx';
import { InfoIcon } from './info-icon.tsx';
import { LogOutIcon } from './log-out-icon.tsx';
import { MonitorIcon } from './monitor-icon.tsx';
import { MoonIcon } from './moon-icon.tsx';
import { SearchIcon } from './search-icon.tsx';
import { ShareIcon } from './share-icon.tsx';
import { SunIcon } from './sun-icon.tsx';
import { UserIcon } from './user-icon.tsx';
import { XIcon } from './x-icon.tsx';

const icons = {
  AlertTriangleIcon,
  ArrowDownIcon,
  ArrowUpIcon,
  BellIcon,
  CalendarIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  DownloadIcon,
  EyeIcon,
  EyeOffIcon,
  InboxIcon,
  InfoIcon,
  LogOutIcon,
  MonitorIcon,
  MoonIcon,
  SearchIcon,
  ShareIcon,
  SunIcon,
  UserIcon,
  XIcon,
};

function Gallery({ size }: { size: number }) {
  return (
    <ul className="grid grid-cols-4 gap-4 text-fg">
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} className="flex items-center gap-2 text-sm">
          <Icon size={size} />
          <span className="text-fg-muted">{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'ui-kit/Icons', component: Gallery, args: { size: 20 } } satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
