/** Which of the two remembered date ranges is being checked. */
export type SavedRangeKind = 'current' | 'previous';

/** How long a remembered range stays valid, in minutes. */
export const savedRangeValidityMinutes: Readonly<Record<SavedRangeKind, number>> = {
  current: 360,
  previous: 720,
};
