import type { DealPosition, TransactionRow } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import { closersQueryOptions, orgUsersQueryOptions } from '@salesdash/data-access-people';
import { productsQueryOptions } from '@salesdash/data-access-products';
import {
  useCreateTransaction,
  useDeleteTransaction,
  useRequestCommission,
  useUpdateTransaction,
} from '@salesdash/data-access-sales';
import { localToday, toast } from '@salesdash/ui-kit';
import { formatMoney } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormLoadingDialog } from './form-loading-dialog.tsx';
import type { FormProblem } from '@salesdash/ui-kit';
import { TransactionForm, type TransactionFormSave } from './transaction-form.tsx';

export type TransactionEditorProps = {
  onClose: () => void;
} & (
  | { mode: 'request'; position?: DealPosition | undefined }
  | { mode: 'create'; closerId?: number | undefined; productId?: number | undefined }
  | { mode: 'edit'; transaction: TransactionRow }
);

/**
 * The transaction dialog with its data and writes: the products (and, for admins, the people)
 * to choose from, then the request, add, change or delete, each ending in a toast. A failure
 * keeps the dialog open with the reason beside the field it concerns.
 */
export function TransactionEditor(props: TransactionEditorProps) {
  const { mode, onClose } = props;
  const api = useApiClient();
  const admin = mode !== 'request';
  const products = useQuery(productsQueryOptions(api));
  const people = useQuery({ ...orgUsersQueryOptions(api), enabled: admin });
  // A setter names the deal's closer; employees may not list people, so only ids and names.
  const closers = useQuery({ ...closersQueryOptions(api), enabled: !admin });
  const request = useRequestCommission();
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const remove = useDeleteTransaction();
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const failed = (error: Error) => {
    setProblem(problemOf(error));
    toast.error(error.message);
  };
  const done = (message: string) => {
    toast.success(message);
    onClose();
  };

  const save = (saved: TransactionFormSave) => {
    setProblem(null);
    if (saved.mode === 'request') {
      request
        .mutateAsync(saved.body)
        .then(
          (row) =>
            done(
              `Commission requested on ${formatMoney(row.amount)} from ${row.customer_name}; it waits for approval`,
            ),
          failed,
        );
    } else if (saved.mode === 'create') {
      create
        .mutateAsync(saved.body)
        .then((row) => done(`Transaction of ${formatMoney(row.amount)} added, pending`), failed);
    } else if (props.mode === 'edit') {
      update
        .mutateAsync({ transactionId: props.transaction.transaction_id, change: saved.body })
        .then(() => done('Transaction saved'), failed);
    }
  };

  const loads = admin ? [products, people] : [products, closers];
  const failedLoad = loads.find((load) => load.isError);
  if (failedLoad || loads.some((load) => load.isPending)) {
    return <FormLoadingDialog onClose={onClose} failed={failedLoad} />;
  }

  return (
    <TransactionForm
      mode={mode}
      transaction={props.mode === 'edit' ? props.transaction : undefined}
      closerId={props.mode === 'create' ? props.closerId : undefined}
      productId={props.mode === 'create' ? props.productId : undefined}
      products={products.data ?? []}
      people={people.data}
      position={props.mode === 'request' ? props.position : undefined}
      closers={closers.data}
      today={localToday()}
      saving={request.isPending || create.isPending || update.isPending}
      deleting={remove.isPending}
      problem={problem}
      onSave={save}
      onDelete={
        props.mode === 'edit'
          ? () =>
              remove
                .mutateAsync(props.transaction.transaction_id)
                .then(() => done('Transaction deleted'), failed)
          : undefined
      }
      onClose={onClose}
    />
  );
}
