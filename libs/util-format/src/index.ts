export { formatMoney } from './format-money.ts';
export { formatPercent } from './format-percent.ts';
export { formatDifference } from './format-difference.ts';
export { formatCount } from './format-count.ts';
export { formatDuration } from './format-duration.ts';
export { formatMonthLabel } from './format-month-label.ts';
export { placeholder } from './placeholder.ts';
