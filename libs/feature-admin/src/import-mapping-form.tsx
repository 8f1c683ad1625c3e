import {
  importFields,
  importMappingProblems,
  requiredImportFields,
  type ImportBatch,
} from '@salesdash/api-contract';
import {
  Alert,
  Button,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';
import { importFieldLabel, importKindLabels } from './import-labels.ts';
import { columnFieldsOf, columnProblemText, mappingOf } from './import-mapping.ts';

export type ImportMappingFormProps = {
  batch: ImportBatch;
  /** The mapping last previewed, when coming back to change it; the batch's guess otherwise. */
  mapping?: Record<string, string> | undefined;
  previewing: boolean;
  /** What the server refused (`mapping.<column>` under that column). */
  problem?: FormProblem | null | undefined;
  onPreview: (mapping: Record<string, string>) => void;
  onDiscard: () => void;
};

/** The contract's field names (`mapping.3`) as the form's (`columns[3]`). */
const formFieldOf = (field: string) => field.replace(/^mapping\.(\d+)$/, 'columns[$1]');

/**
 * The map step: one row per column of the file, its header and the field it fills, pre-set
 * from the guess (or the mapping saved for files with these headers). The contract's mapping
 * rules show under the columns before the server is asked.
 */
export function ImportMappingForm({
  batch,
  mapping,
  previewing,
  problem,
  onPreview,
  onDiscard,
}: ImportMappingFormProps) {
  const fields = importFields[batch.kind] as readonly string[];
  const required = requiredImportFields[batch.kind] as readonly string[];
  const options = fields.map((field) => ({
    value: field,
    label: required.includes(field)
      ? `${importFieldLabel(field)} (required)`
      : importFieldLabel(field),
  }));
  const labelOf = (column: number) => batch.headers[column] || `Column ${column + 1}`;
  const form = useAppForm({
    defaultValues: { columns: columnFieldsOf(batch, mapping) },
    validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const found = importMappingProblems(batch.kind, batch.headers, mappingOf(value.columns));
        if (found.length === 0) return undefined;
        const columnFields: Record<string, string> = {};
        for (const [field, message] of found) {
          if (field !== 'mapping') {
            columnFields[formFieldOf(field)] ??= columnProblemText(message, importFieldLabel);
          }
        }
        return { fields: columnFields };
      },
    },
    onSubmit: ({ value }) => onPreview(mappingOf(value.columns)),
  });
  const serverField = problem?.field ? formFieldOf(problem.field) : undefined;
  const labels = Object.fromEntries(batch.headers.map((_h, c) => [`columns[${c}]`, labelOf(c)]));
  const { formProblem } = formProblems(
    {},
    problem ? { ...problem, field: serverField } : problem,
    labels,
  );
  const missingOf = (columns: readonly string[]) =>
    required.filter((field) => !columns.includes(field));

  return (
    <form.AppForm>
      <form.Frame
        className="space-y-4"
        aria-label="Map the columns"
        submitting={previewing}
        problem={problem ? { ...problem, field: serverField } : null}
      >
        <p className="text-sm text-fg-muted">
          {`${batch.file_name} · ${importKindLabels[batch.kind]} · ${batch.headers.length} columns. `}
          Choose the field each column fills; a column set to “Don’t import” is left out.
        </p>
        {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
        <form.Subscribe selector={(state) => missingOf(state.values.columns).join(',')}>
          {(missing) =>
            missing ? (
              <Alert tone="warning" title="Required fields not mapped yet">
                {missing.split(',').map(importFieldLabel).join(', ')}
              </Alert>
            ) : null
          }
        </form.Subscribe>
        <div className="grid gap-3 sm:grid-cols-2">
          {batch.headers.map((_header, column) => (
            <form.AppField key={column} name={`columns[${column}]`}>
              {(field) => (
                <field.Select
                  label={labelOf(column)}
                  options={options}
                  placeholder="Don’t import"
                  hint={`Column ${column + 1}`}
                />
              )}
            </form.AppField>
          ))}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onDiscard}>
            Discard upload
          </Button>
          <form.Subscribe selector={(state) => missingOf(state.values.columns).length > 0}>
            {(missing) => <form.SubmitButton disabled={missing}>Preview</form.SubmitButton>}
          </form.Subscribe>
        </div>
      </form.Frame>
    </form.AppForm>
  );
}
