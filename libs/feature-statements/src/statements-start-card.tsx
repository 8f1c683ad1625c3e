import { problemOf } from '@salesdash/data-access-api';
import { useSetStatementsStart, useStatementsStart } from '@salesdash/data-access-sales';
import { Card, ErrorState, Skeleton, toast } from '@salesdash/ui-kit';
import { formatMonthLabel } from '@salesdash/util-format';
import { useState } from 'react';
import { StatementsStartForm } from './statements-start-form.tsx';

/** The statements start of the organization, read and set (admins). */
export function StatementsStartCard() {
  const start = useStatementsStart();
  const [previewMonth, setPreviewMonth] = useState<string | null>(null);
  const preview = useStatementsStart(previewMonth ?? undefined, previewMonth !== null);
  const save = useSetStatementsStart();
  return (
    <Card title="Statements start">
      {start.isPending ? (
        <Skeleton lines={2} />
      ) : start.isError ? (
        <ErrorState
          title="The statements start could not be loaded"
          message={problemOf(start.error).message}
          onRetry={() => void start.refetch()}
          retrying={start.isFetching}
        />
      ) : (
        <StatementsStartForm
          // A saved change starts the form again from what the server holds.
          key={start.data.start_from ?? 'none'}
          start={start.data}
          preview={previewMonth ? { month: previewMonth, facts: preview.data } : null}
          onPreview={setPreviewMonth}
          saving={save.isPending}
          problem={save.error ? problemOf(save.error) : null}
          onSave={(startFrom) =>
            save.mutate(
              { start_from: startFrom },
              {
                onSuccess: (saved) => {
                  setPreviewMonth(null);
                  toast.success(
                    saved.start_from
                      ? `Statements start from ${formatMonthLabel(saved.start_from)}`
                      : 'Statements have no start month',
                  );
                },
              },
            )
          }
        />
      )}
    </Card>
  );
}
