import {
  importKinds,
  maxImportFileBytes,
  uploadImportQuerySchema,
  type ImportKind,
  type UploadImportQuery,
} from '@salesdash/api-contract';
import { Alert, FileDrop, formProblems, useAppForm, type FormProblem } from '@salesdash/ui-kit';
import { formatCount } from '@salesdash/util-format';
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
  /**
   * The workbook's sheets, when the server listed them with its refusal (the sheet named is
   * missing, or the first sheet has no header row): the sheet is then chosen from them.
   */
  sheets?: readonly string[];
  /** The sheet last chosen for a workbook, to read the same one again (matched in any case). */
  rememberedSheet?: string | null;
  onUpload: (query: UploadImportQuery, file: File) => void;
};

/** The sheet of `sheets` a typed or remembered name means: the same, else the same in any case. */
export function sheetNamed(sheets: readonly string[], name: string): string | undefined {
  const typed = name.trim();
  return (
    sheets.find((sheet) => sheet === typed) ??
    sheets.find((sheet) => sheet.localeCompare(typed, undefined, { sensitivity: 'accent' }) === 0)
  );
}

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
export function ImportUploadForm({
  uploading,
  problem,
  sheets = [],
  rememberedSheet = null,
  onUpload,
}: ImportUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [sheetProblem, setSheetProblem] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { kind: 'transactions' as ImportKind, sheet: rememberedSheet ?? '' },
    onSubmit: ({ value }) => {
      if (!file) return setFileProblem('Choose a .csv or .xlsx file');
      if (fileProblem) return;
      // Offered a list, the sheet is one of it (a name typed before may differ in case).
      const sheet = choosing ? (sheetNamed(sheets, value.sheet) ?? '') : value.sheet;
      setSheetProblem(choosing && sheet === '' ? 'Choose the sheet that holds the rows' : null);
      if (choosing && sheet === '') return;
      const checked = uploadImportQuerySchema.safeParse(queryOf(value.kind, file.name, sheet));
      const issue = checked.error?.issues[0];
      if (issue)
        return setFileProblem(`${labels[issue.path[0] as Field] ?? 'File'} ${issue.message}`);
      if (checked.success) onUpload(checked.data, file);
    },
  });
  const { formProblem } = formProblems({}, problem, { kind: labels.kind, sheet: labels.sheet });
  const xlsx = file !== null && /\.xlsx$/i.test(file.name);
  const choosing = xlsx && sheets.length > 0;

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
        {choosing ? (
          <form.AppField name="sheet">
            {(field) => (
              <field.Select
                label={labels.sheet}
                placeholder="Choose a sheet"
                error={sheetProblem ?? undefined}
                options={sheets.map((sheet) => ({ value: sheet, label: sheet }))}
                hint={`The workbook's ${formatCount(sheets.length)} sheets, in order`}
              />
            )}
          </form.AppField>
        ) : xlsx ? (
          <form.AppField name="sheet">
            {(field) => (
              <field.TextField
                label={labels.sheet}
                maxLength={100}
                hint="Leave empty for the first sheet; its name in any case"
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
