import type { ReactNode } from 'react';

export type ValueRowProps = {
  /** What the row is about (a customer, a product), cut with an ellipsis when long. */
  title: ReactNode;
  /** One line of detail under the title. */
  detail: ReactNode;
  /** The figure on the right (money, a rate). */
  value: ReactNode;
  /** What the figure is, on hover. */
  valueTitle?: string;
};

/** One row of a dashboard card's list: title and detail on the left, the figure on the right. */
export function ValueRow({ title, detail, value, valueTitle }: ValueRowProps) {
  return (
    <li className="flex items-center justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-fg">{title}</p>
        <p className="truncate text-xs text-fg-muted">{detail}</p>
      </div>
      <p className="text-sm font-semibold tabular-nums text-fg" title={valueTitle}>
        {value}
      </p>
    </li>
  );
}
