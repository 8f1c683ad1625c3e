import { Button, SegmentedControl, Select } from '@salesdash/ui-kit';
import {
  currentPeriodOf,
  isCurrentPeriod,
  monthOptions,
  quarterOptions,
  weekOptions,
  yearOptions,
  type PeriodMode,
  type PeriodSettings,
} from '@salesdash/util-period';

export type PeriodPickerProps = {
  settings: PeriodSettings;
  onChange: (change: Partial<PeriodSettings>) => void;
  disabled?: boolean;
};

const modes = [
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'weekly', label: 'Weekly' },
] as const satisfies readonly { value: PeriodMode; label: string }[];

const numbered = (values: number[], prefix: string) =>
  values.map((value) => ({ value: String(value), label: `${prefix}${value}` }));

/**
 * The leaderboard's period (docs/product-rules.md#dates-periods-and-ranges): a mode, then the year
 * and the month, quarter or week the mode needs, every option from util-period (years back to 2000,
 * weeks 1–4 and a week 5 where the month runs past week 4). The period stays as last chosen
 * (remembered on the device), so a board opened weeks later can show a past period: "Current
 * period" then brings it to today's.
 */
export function PeriodPicker({ settings, onChange, disabled }: PeriodPickerProps) {
  const { mode } = settings;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SegmentedControl
        label="Period"
        options={modes}
        value={mode}
        onChange={(next) => onChange({ mode: next })}
        disabled={disabled}
      />
      <Select
        label="Year"
        hideLabel
        size="sm"
        value={String(settings.year)}
        options={numbered(yearOptions(), '')}
        onChange={(event) => onChange({ year: Number(event.target.value) })}
        disabled={disabled}
      />
      {mode === 'quarterly' ? (
        <Select
          label="Quarter"
          hideLabel
          size="sm"
          value={String(settings.quarter)}
          options={numbered(quarterOptions(), 'Q')}
          onChange={(event) => onChange({ quarter: Number(event.target.value) })}
          disabled={disabled}
        />
      ) : (
        <Select
          label="Month"
          hideLabel
          size="sm"
          value={String(settings.month)}
          options={monthOptions().map(({ value, label }) => ({ value: String(value), label }))}
          onChange={(event) => onChange({ month: Number(event.target.value) })}
          disabled={disabled}
        />
      )}
      {mode === 'weekly' ? (
        <Select
          label="Week"
          hideLabel
          size="sm"
          value={String(settings.week)}
          options={numbered(weekOptions(settings.year, settings.month), 'Week ')}
          onChange={(event) => onChange({ week: Number(event.target.value) })}
          disabled={disabled}
        />
      ) : null}
      {isCurrentPeriod(settings) ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange(currentPeriodOf(mode))}
          disabled={disabled}
        >
          Current period
        </Button>
      )}
    </div>
  );
}
