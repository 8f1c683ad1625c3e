import type { Adjustment } from '@salesdash/api-contract';
import { problemOf, useApiClient } from '@salesdash/data-access-api';
import type { DashboardSubject, DayRange } from '@salesdash/data-access-metrics';
import {
  adjustmentsQueryOptions,
  useCreateAdjustment,
  useDeleteAdjustment,
  useUpdateAdjustment,
} from '@salesdash/data-access-sales';
import { Button, Dialog, EmptyState, ErrorState, Skeleton, toast } from '@salesdash/ui-kit';
import { formatDay, formatMoney } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormLoadingDialog } from './form-loading-dialog.tsx';
import { newAdjustmentDate } from './new-adjustment-date.ts';
import type { FormProblem } from '@salesdash/ui-kit';

// The form kit loads when an admin first opens the form, not with every dashboard's details.
const AdjustmentForm = lazy(() =>
  import('./adjustment-form.tsx').then((module) => ({ default: module.AdjustmentForm })),
);

export type AdjustmentsPanelProps = {
  subject: DashboardSubject;
  range: DayRange;
  /** Admins add and remove adjustments (the server decides again). */
  canEdit: boolean;
};

/**
 * A person's bonuses and clawbacks in the range, newest first. Adjustments belong to people, so a
 * product's dashboard points to its members instead.
 */
export function AdjustmentsPanel({ subject, range, canEdit }: AdjustmentsPanelProps) {
  if (subject.kind === 'products')
    return (
      <EmptyState
        title="Adjustments belong to people"
        description="Open a member’s overview to see and change their bonuses and clawbacks."
      />
    );
  return <PersonAdjustments userId={subject.id} range={range} canEdit={canEdit} />;
}

function PersonAdjustments({
  userId,
  range,
  canEdit,
}: {
  userId: number;
  range: DayRange;
  canEdit: boolean;
}) {
  const api = useApiClient();
  const query = useQuery(adjustmentsQueryOptions(api, userId, range));
  const create = useCreateAdjustment(userId);
  const update = useUpdateAdjustment(userId);
  const remove = useDeleteAdjustment(userId);
  // The form is open for a new adjustment ('new') or for the one being changed.
  const [editing, setEditing] = useState<Adjustment | 'new' | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [removing, setRemoving] = useState<Adjustment | null>(null);
  const openForm = (target: Adjustment | 'new') => {
    setProblem(null);
    setEditing(target);
  };

  const add = canEdit ? (
    <Button size="sm" onClick={() => openForm('new')}>
      Add adjustment
    </Button>
  ) : null;

  let body;
  if (query.isPending) body = <Skeleton lines={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.length === 0)
    body = (
      <EmptyState
        title="No adjustments in this range"
        description="Bonuses and clawbacks added by an admin show here and count toward commission."
        action={add}
      />
    );
  else
    body = (
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Adjustments</caption>
        <thead className="text-fg-muted">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 pl-6 font-medium">
              Reason
            </th>
            {canEdit ? (
              <th scope="col" className="sr-only">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {query.data.map((row) => (
            <tr key={row.adjustment_id} className="border-t border-border">
              <td className="py-2">{formatDay(row.adjustment_date)}</td>
              <td
                className={`py-2 text-right tabular-nums ${row.amount < 0 ? 'text-negative' : ''}`}
              >
                {formatMoney(row.amount)}
              </td>
              <td className="py-2 pl-6">{row.reason}</td>
              {canEdit ? (
                <td className="whitespace-nowrap py-2 text-right">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit the adjustment of ${formatMoney(row.amount)} on ${formatDay(row.adjustment_date)}`}
                    onClick={() => openForm(row)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove the adjustment of ${formatMoney(row.amount)} on ${formatDay(row.adjustment_date)}`}
                    onClick={() => setRemoving(row)}
                  >
                    Remove
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <section aria-label="Adjustments" className="space-y-3">
      {canEdit && query.data && query.data.length > 0 ? (
        <div className="flex justify-end">{add}</div>
      ) : null}
      {body}
      {editing ? (
        <Suspense fallback={<FormLoadingDialog onClose={() => setEditing(null)} lines={4} />}>
          <AdjustmentForm
            who="this person"
            adjustment={editing === 'new' ? undefined : editing}
            defaultDate={newAdjustmentDate(range)}
            saving={create.isPending || update.isPending}
            problem={problem}
            onClose={() => setEditing(null)}
            onSave={(adjustment) => {
              setProblem(null);
              const saved =
                editing === 'new'
                  ? create.mutateAsync(adjustment)
                  : update.mutateAsync({ adjustmentId: editing.adjustment_id, change: adjustment });
              saved.then(
                () => {
                  setEditing(null);
                  toast.success(
                    editing === 'new'
                      ? `Adjustment of ${formatMoney(adjustment.amount)} added`
                      : 'Adjustment saved',
                  );
                },
                (error: Error) => {
                  setProblem(problemOf(error));
                  toast.error(error.message);
                },
              );
            }}
          />
        </Suspense>
      ) : null}
      {removing ? (
        <Dialog
          title="Remove this adjustment?"
          description={`${formatMoney(removing.amount)} on ${formatDay(removing.adjustment_date)} · ${removing.reason}`}
          onClose={() => setRemoving(null)}
        >
          <p className="text-sm text-fg-muted">
            It leaves the commission figures; the record is kept for the audit trail.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutateAsync(removing.adjustment_id).then(
                  () => {
                    setRemoving(null);
                    toast.success('Adjustment removed');
                  },
                  (error: Error) => toast.error(error.message),
                )
              }
            >
              Remove
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
