import type { ImportBatch } from '@salesdash/api-contract';
import { useApiClient } from '@salesdash/data-access-api';
import {
  downloadRejectedRows,
  importsQueryOptions,
  useDiscardImport,
  useResumeImport,
  useUndoImport,
} from '@salesdash/data-access-integrations';
import {
  Alert,
  Badge,
  Button,
  DownloadButton,
  saveFile,
  type DataTableColumn,
} from '@salesdash/ui-kit';
import { formatCount, formatDateTime } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable } from './admin-table.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { importKindLabels, importStatusBadges } from './import-labels.ts';
import { ImportResultCounts } from './import-result-counts.tsx';

export type ImportHistoryProps = {
  /** Takes an upload not imported yet back to its mapping. */
  onContinue?: (batch: ImportBatch) => void;
};

type Open = { kind: 'undo' | 'discard'; batch: ImportBatch };

const hasRejectedFile = (batch: ImportBatch) =>
  batch.rows_rejected > 0 && ['done', 'partial', 'undone'].includes(batch.status);

/**
 * Every import of the organization, newest first: file, kind, who, when, status and counts,
 * with what each allows: download the rejected rows, undo, resume a partial one, discard an
 * upload never imported.
 */
export function ImportHistory({ onContinue }: ImportHistoryProps) {
  const api = useApiClient();
  const imports = useQuery(importsQueryOptions(api));
  const undo = useUndoImport();
  const resume = useResumeImport();
  const discard = useDiscardImport();
  const [open, setOpen] = useState<Open | null>(null);

  const close = () => {
    undo.reset();
    discard.reset();
    setOpen(null);
  };

  const columns: DataTableColumn<ImportBatch>[] = [
    {
      id: 'file',
      header: 'File',
      cell: (batch) => (
        <span className="flex flex-col">
          <span className="font-medium text-fg">{batch.file_name}</span>
          <span className="text-xs text-fg-muted">
            {importKindLabels[batch.kind]}
            {batch.sheet ? ` · sheet ${batch.sheet}` : ''}
          </span>
        </span>
      ),
    },
    {
      id: 'by',
      header: 'By',
      cell: (batch) =>
        batch.created_by_name ?? <span className="text-fg-muted">A former admin</span>,
    },
    {
      id: 'when',
      header: 'When',
      cell: (batch) => (
        <span className="whitespace-nowrap">
          {formatDateTime(batch.committed_at ?? batch.created_at)}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (batch) => (
        <Badge tone={importStatusBadges[batch.status].tone}>
          {importStatusBadges[batch.status].label}
        </Badge>
      ),
    },
    {
      id: 'counts',
      header: 'Rows',
      cell: (batch) =>
        batch.status === 'uploaded' || batch.status === 'discarded' ? (
          <span className="text-fg-muted">—</span>
        ) : (
          <ImportResultCounts batch={batch} />
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (batch) => (
        <div className="flex flex-wrap gap-2">
          {hasRejectedFile(batch) ? (
            <DownloadButton
              label="Rejected rows"
              onDownload={async () =>
                saveFile(await downloadRejectedRows(api, batch.import_batch_id))
              }
            />
          ) : null}
          {batch.status === 'uploaded' && onContinue ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Continue ${batch.file_name}`}
              onClick={() => onContinue(batch)}
            >
              Continue
            </Button>
          ) : null}
          {batch.status === 'partial' ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Resume ${batch.file_name}`}
              loading={resume.isPending && resume.variables === batch.import_batch_id}
              onClick={() => resume.mutate(batch.import_batch_id)}
            >
              Resume
            </Button>
          ) : null}
          {batch.status === 'done' || batch.status === 'partial' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Undo import of ${batch.file_name}`}
              onClick={() => setOpen({ kind: 'undo', batch })}
            >
              Undo import
            </Button>
          ) : null}
          {batch.status === 'uploaded' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Discard ${batch.file_name}`}
              onClick={() => setOpen({ kind: 'discard', batch })}
            >
              Discard
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="import-history-title" className="space-y-3">
      <h2 id="import-history-title" className="text-lg font-semibold text-fg">
        Import history
      </h2>
      {resume.error ? <Alert tone="error">{resume.error.message}</Alert> : null}
      <AdminTable
        label="Imports"
        columns={columns}
        rows={imports.data}
        getRowId={(batch) => String(batch.import_batch_id)}
        loading={imports.isPending}
        error={imports.isError ? 'Failed to load the import history' : undefined}
        onRetry={() => void imports.refetch()}
        emptyTitle="No imports yet"
        emptyDescription="Upload a spreadsheet of payments, booked calls or outbound activity above."
      />
      {open?.kind === 'undo' ? (
        <ConfirmDialog
          title={`Undo ${open.batch.file_name}?`}
          description={`The ${formatCount(open.batch.rows_created)} records it created are removed, the ${formatCount(open.batch.rows_updated)} it updated get their earlier values back, and the commission it paid is reversed, all at once. It is refused if any of those rows changed since.`}
          confirmLabel="Undo import"
          destructive
          saving={undo.isPending}
          problem={undo.error?.message}
          onConfirm={() => undo.mutate(open.batch.import_batch_id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'discard' ? (
        <ConfirmDialog
          title={`Discard ${open.batch.file_name}?`}
          description="The uploaded file is deleted; nothing was imported from it. The history keeps a line for it."
          confirmLabel="Discard upload"
          destructive
          saving={discard.isPending}
          problem={discard.error?.message}
          onConfirm={() => discard.mutate(open.batch.import_batch_id, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
