import {
  importKinds,
  maxImportFileBytes,
  uploadImportQuerySchema,
  type ImportKind,
  type UploadImportQuery,
} from '@salesdash/api-contract';
import { Alert, FileDrop, formProblems, useAppForm, type FormProblem } from '@salesdash/ui-kit';
import { useState } from 'react';
import { importKindLabels } from './import-labels.ts';

const maxMegabytes = maxImportFileBytes / 1024 / 1024;

type Field = 'kind' | 'sheet' | 'file_name';

const labels: Record<Field, string> = {
  kind: 'The file holds',
  sheet: 'Sheet',
  file_name: 'File',
};

const kindOptions = importKinds.map((kind) => ({ value: kind, label: importKindLabels[kind] }));

export type ImportUploadFormProps = {
  uploading: boolean;
  /** What the server refused (413, a missing sheet with the names there are, an unreadable file). */
  problem?: FormProblem | null | undefined;
  onUpload: (query: UploadImportQuery, file: File) => void;
};

/** The query an upload sends: the sheet only for a workbook, and only when named. */
const queryOf = (kind: ImportKind, fileName: string, sheet: string) => ({
  kind,
  file_name: fileName,
  ...(sheet.trim() !== '' && /\.xlsx$/i.test(fileName) ? { sheet: sheet.trim() } : {}),
});

/**
 * The upload step: what the file holds, the file (picked or dropped), an .xlsx's sheet, and
 * the size cap; the file's name and size are checked before anything is sent.
 */
export function ImportUploadForm({ uploading, problem, onUpload }: ImportUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { kind: 'transactions' as ImportKind, sheet: '' },
    onSubmit: ({ value }) => {
      if (!file) return setFileProblem('Choose a .csv or .xlsx file');
      if (fileProblem) return;
      const checked = uploadImportQuerySchema.safeParse(
        queryOf(value.kind, file.name, value.sheet),
      );
      const issue = checked.error?.issues[0];
      if (issue)
        return setFileProblem(`${labels[issue.path[0] as Field] ?? 'File'} ${issue.message}`);
      if (checked.success) onUpload(checked.data, file);
    },
  });
  const { formProblem } = formProblems({}, problem, { kind: labels.kind, sheet: labels.sheet });
  const xlsx = file !== null && /\.xlsx$/i.test(file.name);

  return (
    <form.AppForm>
      <form.Frame
        className="space-y-4"
        aria-label="Upload a spreadsheet"
        submitting={uploading}
        problem={problem}
      >
        {formProblem ? (
          <Alert tone="error" title="The file was not uploaded">
            {formProblem}
          </Alert>
        ) : null}
        <form.AppField name="kind">
          {(field) => <field.Select label={labels.kind} options={kindOptions} />}
        </form.AppField>
        <FileDrop
          label="Spreadsheet (.csv or .xlsx)"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          file={file}
          disabled={uploading}
          hint={`At most ${maxMegabytes} MB. The first row names the columns.`}
          error={fileProblem ?? undefined}
          onFile={(chosen) => {
            setFile(chosen);
            setFileProblem(
              chosen.size > maxImportFileBytes
                ? `This file is over ${maxMegabytes} MB: split it, or import a shorter period at a time`
                : /\.(csv|xlsx)$/i.test(chosen.name)
                  ? null
                  : 'The file must be a .csv or an .xlsx',
            );
          }}
        />
        {xlsx ? (
          <form.AppField name="sheet">
            {(field) => (
              <field.TextField
                label={labels.sheet}
                maxLength={100}
                hint="Leave empty for the first sheet"
              />
            )}
          </form.AppField>
        ) : null}
        <p className="text-sm text-fg-muted">
          Nothing is stored until you confirm the preview, and an import can be undone. Before a
          first large import, ask whoever runs the server for a backup (npm run backup).
        </p>
        <div className="flex justify-end">
          <form.SubmitButton>{uploading ? 'Uploading…' : 'Upload'}</form.SubmitButton>
        </div>
      </form.Frame>
    </form.AppForm>
  );
}
