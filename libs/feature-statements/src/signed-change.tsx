import { formatMoney } from '@salesdash/util-format';

/**
 * A change from last month: signed and worded ("+$120.00 more"), the colour only repeating it.
 */
export function SignedChange({ change }: { change: number }) {
  if (change === 0) return <span className="tabular-nums text-fg-muted">$0.00 same</span>;
  const up = change > 0;
  return (
    <span className={`tabular-nums ${up ? 'text-positive' : 'text-negative'}`}>
      {up ? '+' : '−'}
      {formatMoney(Math.abs(change))} {up ? 'more' : 'less'}
    </span>
  );
}
