import { isIsoDate } from '@salesdash/util-period';

/**
 * True when `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). The rule
 * lives in util-period (without luxon, so the web app's schemas stay light), and the API, the
 * web app and tools cannot disagree on it.
 */
export { isIsoDate };

/**
 * The first and the last day any date field or range may name. Far beyond any sales record,
 * and inside what every part of the stack computes with: PostgreSQL refuses years before 1 and
 * JavaScript's Date maps years 0–99 to 1900–1999, so year 0000 or 0001 answered 500
 * (docs/decisions/0028-impossible-dates-and-slow-reads.md).
 */
export const firstIsoDate = '1900-01-01';
export const lastIsoDate = '2999-12-31';
