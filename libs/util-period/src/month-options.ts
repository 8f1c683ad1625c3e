import { monthNames } from './month-names.ts';

/** One entry of the month select: the month number and its English name. */
export type MonthOption = {
  /** 1 (January) to 12 (December), as stored in {@link PeriodSettings}. */
  value: number;
  /** Full English month name, e.g. `'March'`. */
  label: string;
};

/**
 * The twelve months the period picker offers, January first.
 *
 * @example monthOptions()[2] // { value: 3, label: 'March' }
 */
export function monthOptions(): MonthOption[] {
  return monthNames.map((label, index) => ({ value: index + 1, label }));
}
