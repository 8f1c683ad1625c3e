/**
 * English short month names, January first: what `Intl.DateTimeFormat('en-US', { month: 'short' })`
 * writes. Dates on the first screen are written with them, not with Intl, whose first use in a
 * page costs about 20 ms (ICU's start) before the first paint.
 */
export const shortMonthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
