import { lazy, Suspense } from 'react';
import type { CategoryRankingDialogProps } from './category-ranking-dialog.tsx';

const CategoryRankingDialog = lazy(() =>
  import('./category-ranking-dialog.tsx').then((module) => ({
    default: module.CategoryRankingDialog,
  })),
);

/**
 * {@link CategoryRankingDialog}, fetched when "Show all" first opens: its pages, their query and
 * the pagination stay out of the board's first load (and out of the app's, whose entry lists
 * every lazy route's files).
 */
export function LazyCategoryRankingDialog(props: CategoryRankingDialogProps) {
  return (
    <Suspense fallback={null}>
      <CategoryRankingDialog {...props} />
    </Suspense>
  );
}
