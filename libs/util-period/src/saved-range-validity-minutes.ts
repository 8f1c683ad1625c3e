/** Which of the two remembered date ranges is being checked. */
export type SavedRangeKind = 'current' | 'previous';

/** How long a remembered range stays valid, in minutes (spec §4 and §9). */
export const savedRangeValidityMinutes: Readonly<Record<SavedRangeKind, number>> = {
  current: 360,
  previous: 720,
};
