import type { StatementsStart } from '@salesdash/api-contract';
import { formatCount, formatMoney } from '@salesdash/util-format';

/** "143 records, $212,400.00": what a start month leaves out of the statements. */
export function leftOutText(leftOut: StatementsStart['left_out']): string {
  const { records, amount } = leftOut;
  return `${formatCount(records)} ${records === 1 ? 'record' : 'records'}, ${formatMoney(amount)}`;
}
