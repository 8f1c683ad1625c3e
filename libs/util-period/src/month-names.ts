// Labels are English, as the whole product is; a fixed table keeps them identical on runtimes with reduced ICU data.
/** Full English month names, January first. Internal: not exported from the package. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
