import { MonitorIcon } from '../icons/monitor-icon.tsx';
import { MoonIcon } from '../icons/moon-icon.tsx';
import { SunIcon } from '../icons/sun-icon.tsx';
import { SegmentedControl, type SegmentedOption } from './segmented-control.tsx';

export type ColorMode = 'light' | 'dark' | 'system';

export type ColorModeToggleProps = {
  value: ColorMode;
  onChange: (value: ColorMode) => void;
  className?: string;
};

const options: readonly SegmentedOption<ColorMode>[] = [
  { value: 'light', label: null, ariaLabel: 'Light', icon: <SunIcon /> },
  { value: 'dark', label: null, ariaLabel: 'Dark', icon: <MoonIcon /> },
  // The preference is light when unset or "system"; the name says so.
  { value: 'system', label: null, ariaLabel: 'System (shows light)', icon: <MonitorIcon /> },
];

/**
 * Light/dark/system picker. Pure UI: the app stores the choice and sets `.dark` on <html>;
 * "system" shows light, whatever the operating system prefers.
 */
export function ColorModeToggle({ value, onChange, className }: ColorModeToggleProps) {
  return (
    <SegmentedControl
      label="Colour mode"
      size="sm"
      options={options}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}
