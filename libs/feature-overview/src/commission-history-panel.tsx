import type { CommissionHistory } from '@salesdash/api-contract';
import {
  Card,
  LazyCommissionHistoryChart,
  SegmentedControl,
  chartModeOptions,
  type ChartMode,
} from '@salesdash/ui-kit';
import { useState } from 'react';

export type CommissionHistoryPanelProps = {
  history: CommissionHistory | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
};

/**
 * Commission per month, the last 12 months, as a line (the default) or bars. The chart's
 * code loads when the panel nears the viewport, keeping it out of the first screen's bundle.
 */
export function CommissionHistoryPanel({
  history,
  loading,
  error,
  onRetry,
}: CommissionHistoryPanelProps) {
  const [mode, setMode] = useState<ChartMode>('line');
  return (
    <Card
      title="Commission history"
      description="Commission earned per month, the last 12 months"
      actions={
        <SegmentedControl
          label="Chart type"
          size="sm"
          options={chartModeOptions}
          value={mode}
          onChange={setMode}
        />
      }
    >
      <LazyCommissionHistoryChart
        label="Commission history"
        data={history ?? []}
        mode={mode}
        height={240}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyMessage="No commission in the last 12 months yet."
      />
    </Card>
  );
}
