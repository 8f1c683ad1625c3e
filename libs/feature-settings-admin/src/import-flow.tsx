import {
  maxImportFileBytes,
  type ImportBatch,
  type ImportPreview,
  type ImportResolution,
  type ImportUnmatchedName,
  type UploadImportQuery,
} from '@salesdash/api-contract';
import { choicesOf, isApiError, problemOf, useApiClient } from '@salesdash/data-access-api';
import {
  importColumnsQueryOptions,
  importsQueryOptions,
  useCommitImport,
  useDiscardImport,
  usePreviewImport,
  useUploadImport,
} from '@salesdash/data-access-integrations';
import { Card } from '@salesdash/ui-kit';
import { formatCount } from '@salesdash/util-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { importKindLabels } from './import-labels.ts';
import { ImportMappingForm } from './import-mapping-form.tsx';
import { choiceOfBatch, type ImportMappingChoice } from './import-mapping.ts';
import { ImportPreviewPanel } from './import-preview-panel.tsx';
import { ImportProgressPanel } from './import-progress-panel.tsx';
import { importResolutionKey } from './import-resolution-key.ts';
import { ImportSheetPicker } from './import-sheet-picker.tsx';
import { ImportUploadForm } from './import-upload-form.tsx';
import { rowsToImport } from './rows-to-import.ts';

/** A workbook just uploaded, kept to read another of its sheets at the mapping step. */
type Workbook = { query: UploadImportQuery; file: File; sheets: readonly string[] };

type Step =
  | { step: 'upload' }
  | { step: 'map'; batch: ImportBatch; choice?: ImportMappingChoice; workbook?: Workbook }
  | { step: 'preview'; batch: ImportBatch; preview: ImportPreview; stale: boolean }
  | { step: 'progress'; importBatchId: number };

const titles = {
  upload: '1. Upload a spreadsheet',
  map: '2. Map the columns',
  preview: '3. Check the preview',
  progress: '4. Import',
} as const;

export type ImportFlowProps = {
  /** An upload from the history to take back to its mapping; the upload step otherwise. */
  initial?: ImportBatch | null;
};

/** Resolutions as the flow holds them: by the name they resolve. */
const resolutionsByKey = (resolutions: readonly ImportResolution[]) =>
  Object.fromEntries(
    resolutions.map((resolution) => [importResolutionKey(resolution), resolution]),
  );

/** The server's refusal of an upload, the 413 in the product's words. */
const uploadProblemOf = (error: Error) =>
  isApiError(error) && error.status === 413
    ? {
        message: `The file is over ${maxImportFileBytes / 1024 / 1024} MB: split it, or import a shorter period at a time.`,
      }
    : problemOf(error);

/**
 * The import's steps: upload, map, preview (resolving names), then the commit's progress. An
 * import already running (started earlier, maybe from another tab) shows its progress first.
 */
export function ImportFlow({ initial = null }: ImportFlowProps) {
  const api = useApiClient();
  const history = useQuery(importsQueryOptions(api));
  const upload = useUploadImport();
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const discard = useDiscardImport();
  const [current, setCurrent] = useState<Step>(
    initial ? { step: 'map', batch: initial } : { step: 'upload' },
  );
  const [names, setNames] = useState<ImportUnmatchedName[]>([]);
  // An upload taken up again from the history keeps the name choices its last preview made.
  const [resolutions, setResolutions] = useState<Record<string, ImportResolution>>(() =>
    resolutionsByKey(initial?.resolutions ?? []),
  );
  const [confirm, setConfirm] = useState<'import' | 'discard' | null>(null);

  const startOver = (next: Step) => {
    upload.reset();
    preview.reset();
    commit.reset();
    discard.reset();
    setNames([]);
    setResolutions({});
    setConfirm(null);
    setCurrent(next);
  };

  const running = history.data?.find((batch) => batch.status === 'committing');
  const step: Step =
    current.step === 'upload' && running
      ? { step: 'progress', importBatchId: running.import_batch_id }
      : current;
  const batch = step.step === 'map' || step.step === 'preview' ? step.batch : null;
  // Samples and distinct values under the columns: read once per upload, while mapping.
  const columns = useQuery({
    ...importColumnsQueryOptions(api, batch?.import_batch_id ?? 0),
    enabled: step.step === 'map',
  });
  // The sheet last chosen for a workbook: a monthly workbook is read from the same sheet.
  const rememberedSheet =
    history.data?.find((item) => item.file_format === 'xlsx' && item.sheet)?.sheet ?? null;

  const uploadFile = (query: UploadImportQuery, file: File, replacing?: ImportBatch) =>
    upload.mutate(
      { query, file },
      {
        onSuccess: ({ sheets, ...answer }) => {
          startOver({
            step: 'map',
            batch: answer,
            ...(sheets.length > 1 ? { workbook: { query, file, sheets } } : {}),
          });
          // Another sheet read: the upload of the first is dropped (its file deleted).
          if (replacing) discard.mutate(replacing.import_batch_id);
        },
      },
    );

  const runPreview = (target: ImportBatch, choice: ImportMappingChoice) =>
    preview.mutate(
      {
        importBatchId: target.import_batch_id,
        request: { ...choice, resolutions: Object.values(resolutions) },
      },
      {
        onSuccess: (answer) => {
          setNames((known) => [
            ...known,
            ...answer.unmatched.filter(
              (name) =>
                !known.some((seen) => importResolutionKey(seen) === importResolutionKey(name)),
            ),
          ]);
          setCurrent({ step: 'preview', batch: target, preview: answer, stale: false });
        },
      },
    );

  return (
    <Card title={titles[step.step]} aria-label="Import a spreadsheet">
      {step.step === 'upload' ? (
        <ImportUploadForm
          uploading={upload.isPending}
          problem={upload.error ? uploadProblemOf(upload.error) : null}
          sheets={upload.error ? choicesOf(upload.error) : []}
          rememberedSheet={rememberedSheet}
          onUpload={uploadFile}
        />
      ) : null}
      {step.step === 'map' && step.workbook ? (
        <ImportSheetPicker
          key={step.batch.import_batch_id}
          sheet={step.batch.sheet ?? step.workbook.sheets[0] ?? ''}
          sheets={step.workbook.sheets}
          reading={upload.isPending}
          problem={upload.error ? problemOf(upload.error).message : null}
          onRead={(sheet) =>
            step.workbook &&
            uploadFile({ ...step.workbook.query, sheet }, step.workbook.file, step.batch)
          }
        />
      ) : null}
      {step.step === 'map' ? (
        <ImportMappingForm
          batch={step.batch}
          choice={step.choice}
          columns={columns.data}
          columnsProblem={columns.error?.message}
          onRetryColumns={() => void columns.refetch()}
          previewing={preview.isPending}
          problem={preview.error ? problemOf(preview.error) : null}
          onPreview={(choice) => runPreview(step.batch, choice)}
          onDiscard={() => setConfirm('discard')}
        />
      ) : null}
      {step.step === 'preview' ? (
        <ImportPreviewPanel
          preview={step.preview}
          names={names}
          resolutions={resolutions}
          onResolve={(name, resolution) => {
            const key = importResolutionKey(name);
            setResolutions(({ [key]: _dropped, ...rest }) =>
              resolution ? { ...rest, [key]: resolution } : rest,
            );
            setCurrent({ ...step, stale: true });
          }}
          stale={step.stale}
          previewing={preview.isPending}
          problem={(preview.error ?? commit.error)?.message}
          onPreviewAgain={() => runPreview(step.batch, choiceOfBatch(step.preview.batch))}
          onEditMapping={() => {
            preview.reset();
            setCurrent({
              step: 'map',
              batch: step.batch,
              choice: choiceOfBatch(step.preview.batch),
            });
          }}
          onImport={() => setConfirm('import')}
          onDiscard={() => setConfirm('discard')}
        />
      ) : null}
      {step.step === 'progress' ? (
        <ImportProgressPanel
          importBatchId={step.importBatchId}
          onNext={() => startOver({ step: 'upload' })}
        />
      ) : null}
      {confirm === 'import' && step.step === 'preview' ? (
        <ConfirmDialog
          title={`Import ${formatCount(rowsToImport(step.preview))} rows?`}
          description={`${formatCount(step.preview.counts.new)} new and ${formatCount(step.preview.counts.update)} updated ${importKindLabels[step.batch.kind].toLowerCase()} land in chunks; ${formatCount(step.preview.counts.duplicate)} duplicates are skipped and ${formatCount(step.preview.counts.rejected + step.preview.counts.unmatched)} rejected rows stay out (download them afterwards to fix). The dashboards follow as it runs, and "Undo import" in the history takes it all back.`}
          confirmLabel="Import"
          saving={commit.isPending}
          problem={commit.error?.message}
          onConfirm={() =>
            commit.mutate(
              {
                importBatchId: step.batch.import_batch_id,
                request: {
                  ...choiceOfBatch(step.preview.batch),
                  resolutions: Object.values(resolutions),
                },
              },
              {
                onSuccess: (answer) =>
                  startOver({ step: 'progress', importBatchId: answer.import_batch_id }),
              },
            )
          }
          onClose={() => {
            commit.reset();
            setConfirm(null);
          }}
        />
      ) : null}
      {confirm === 'discard' && batch ? (
        <ConfirmDialog
          title={`Discard ${batch.file_name}?`}
          description="The uploaded file is deleted and nothing is imported from it."
          confirmLabel="Discard upload"
          destructive
          saving={discard.isPending}
          problem={discard.error?.message}
          onConfirm={() =>
            discard.mutate(batch.import_batch_id, {
              onSuccess: () => startOver({ step: 'upload' }),
            })
          }
          onClose={() => {
            discard.reset();
            setConfirm(null);
          }}
        />
      ) : null}
    </Card>
  );
}
