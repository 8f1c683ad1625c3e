// A consumer of the published package, type-checked by the package test against the installed
// tarball (strict NodeNext, declarations checked) and by the workspace against the sources.
import { formatMoney, formatDifference } from '@salesdash/util-format';

const text: string = formatMoney(12) + formatDifference(null, 3);
// @ts-expect-error money takes a number, not a string
formatMoney('12');
export { text };
