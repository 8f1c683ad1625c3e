const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/**
 * An English ordinal of a place: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st.
 * @param place - a rank, from 1
 */
export function placeLabel(place: number): string {
  return `${place}${suffixes[ordinalRules.select(place)] ?? 'th'}`;
}
