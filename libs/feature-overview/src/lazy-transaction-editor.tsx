import { lazy, Suspense } from 'react';
import { FormLoadingDialog } from './form-loading-dialog.tsx';
import type { TransactionEditorProps } from './transaction-editor.tsx';

// The form, its schemas and the product and people lists load when a dialog first opens.
const TransactionEditor = lazy(() =>
  import('./transaction-editor.tsx').then((module) => ({ default: module.TransactionEditor })),
);

/** {@link TransactionEditor}, fetched on first open; a placeholder dialog until it arrives. */
export function LazyTransactionEditor(props: TransactionEditorProps) {
  return (
    <Suspense fallback={<FormLoadingDialog onClose={props.onClose} />}>
      <TransactionEditor {...props} />
    </Suspense>
  );
}
