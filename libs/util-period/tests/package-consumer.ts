// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import { periodRange, type PeriodSettings } from '@salesdash/util-period';

const settings: PeriodSettings = { mode: 'weekly', year: 2000, month: 1, week: 1, quarter: 1 };
const flag: boolean = periodRange(settings).weekBacktracked;
// @ts-expect-error an unknown mode is a type error
periodRange({ ...settings, mode: 'yearly' });
export { flag };
