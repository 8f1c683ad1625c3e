/** How the period picker slices the calendar. */
export type PeriodMode = 'quarterly' | 'monthly' | 'weekly';

/**
 * Everything the period picker remembers. All fields are kept whatever the mode, so switching
 * modes back and forth restores the earlier choice (see {@link withMode}).
 */
export type PeriodSettings = {
  mode: PeriodMode;
  /** Four-digit calendar year. */
  year: number;
  /** 1 (January) to 12 (December). */
  month: number;
  /**
   * 1 to 4, or 5 where the month has it: the n-th Monday-based week counted from the Monday on or
   * before the 1st.
   */
  week: number;
  /** 1 (Jan–Mar) to 4 (Oct–Dec). */
  quarter: number;
};
