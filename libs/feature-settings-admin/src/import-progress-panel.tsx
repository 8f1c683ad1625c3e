import type { ImportBatch } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import { importBatchQueryOptions, importKeys } from '@salesdash/data-access-integrations';
import { Alert, Button, ErrorState, ProgressBar, Skeleton } from '@salesdash/ui-kit';
import { formatCount, formatDuration } from '@salesdash/util-format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ImportResultCounts } from './import-result-counts.tsx';

export type ImportProgressPanelProps = {
  importBatchId: number;
  /** Back to the upload step, for the next file. */
  onNext: () => void;
};

const paceText = (progress: NonNullable<ImportBatch['progress']>) =>
  progress.rows_per_second === null
    ? 'Measuring the pace…'
    : `${formatCount(progress.rows_per_second)} rows/s · about ${formatDuration(progress.seconds_left)} left`;

/**
 * The progress step: rows done of the file's, the pace and the time left, asked every second
 * while the server commits; then what landed. The import runs on the server, so the page is
 * safe to leave.
 */
export function ImportProgressPanel({ importBatchId, onNext }: ImportProgressPanelProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const batch = useQuery(importBatchQueryOptions(api, importBatchId));
  const status = batch.data?.status;

  // The history shows each import's counts: read it again once this one stops running.
  useEffect(() => {
    if (status !== undefined && status !== 'committing') {
      void queryClient.invalidateQueries({ queryKey: importKeys.list() });
    }
  }, [status, queryClient]);

  if (batch.isPending) return <Skeleton lines={3} />;
  if (batch.isError) {
    return (
      <ErrorState
        title="The import's progress could not be loaded"
        message="It keeps running on the server; its state shows in the history below."
        onRetry={() => void batch.refetch()}
        retrying={batch.isFetching}
      />
    );
  }
  const { data } = batch;
  const progress = data.progress ?? {
    rows_done: 0,
    rows_total: data.rows_total,
    rows_per_second: null,
    seconds_left: null,
  };

  if (data.status === 'committing') {
    return (
      <section aria-label="Import progress" className="space-y-3">
        <p className="text-sm font-medium text-fg">{`Importing ${data.file_name}…`}</p>
        <ProgressBar
          label="Rows imported"
          value={progress.rows_done}
          max={progress.rows_total}
          valueText={`${formatCount(progress.rows_done)} of ${formatCount(progress.rows_total)} rows`}
        />
        <p className="text-sm text-fg" aria-live="polite">
          {`${formatCount(progress.rows_done)} of ${formatCount(progress.rows_total)} rows · ${paceText(progress)}`}
        </p>
        <p className="text-sm text-fg-muted">
          You can leave this page: the import keeps running on the server, and its progress shows
          here when you come back.
        </p>
      </section>
    );
  }
  return (
    <section aria-label="Import result" className="space-y-3">
      {data.status === 'partial' ? (
        <Alert tone="warning" title={`${data.file_name} stopped part-way`}>
          {`${data.failure ?? 'The import did not finish.'} Resume it or undo what landed from the history below.`}
        </Alert>
      ) : (
        <Alert tone="success" title={`${data.file_name} is imported`}>
          <ImportResultCounts batch={data} />
        </Alert>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onNext}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
