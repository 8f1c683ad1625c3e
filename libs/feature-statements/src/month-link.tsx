import { focusRing } from '@salesdash/ui-kit';
import type { MouseEvent, ReactNode } from 'react';

const linkClass = `rounded-sm font-medium text-brand underline underline-offset-2 hover:no-underline ${focusRing}`;

export type MonthLinkProps = {
  month: string;
  onOpen: (month: string) => void;
  children: ReactNode;
};

/**
 * A link to a month of the admin screen: `?month=` of the page it is on (so a new tab opens
 * it too), followed in place on a plain click.
 */
export function MonthLink({ month, onOpen, children }: MonthLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onOpen(month);
  };
  return (
    <a href={`?month=${month}`} onClick={follow} className={linkClass}>
      {children}
    </a>
  );
}
