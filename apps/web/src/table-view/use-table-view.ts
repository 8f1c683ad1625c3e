import type { TableViewBinding, TableViewPatch } from '@salesdash/ui-kit';
import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The current page's URL as its tables' view: the tab, order and search a table reads there
 * survive a reload and travel with a copied link. The route's `validateSearch` leaves these
 * params alone (the router keeps params it does not validate); each table checks its own.
 * A change replaces the history entry, so typing a search leaves no trail of back steps.
 */
export function useTableView(): TableViewBinding {
  const view = useSearch({ strict: false });
  const navigate = useNavigate();
  return {
    view,
    onChange: (patch: TableViewPatch) =>
      void navigate({
        to: '.',
        replace: true,
        search: (previous: Record<string, unknown>) => {
          const next = { ...previous, ...patch };
          for (const param in patch) if (patch[param] === undefined) delete next[param];
          return next;
        },
      }),
  };
}
