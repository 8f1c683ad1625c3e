import { storedChoiceAtom } from '@salesdash/util-storage';
import type { ChartMode } from '@salesdash/ui-kit';

/** Where the team chart's line/bar choice is kept between visits (a device preference). */
export const teamChartModeKey = 'team.chartMode';

/** The team chart's mode: exactly one of line (the default) or bar. */
export const teamChartModeAtom = storedChoiceAtom<ChartMode>(
  teamChartModeKey,
  ['line', 'bar'],
  'line',
);
