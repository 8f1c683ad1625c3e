import {
  importFieldChoicesOf,
  importFields,
  importMappingProblems,
  requiredImportFields,
  type ImportBatch,
  type ImportColumn,
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
import {
  choiceLabel,
  choiceOfForm,
  columnProblemText,
  mappingFormValuesOf,
  type ImportMappingChoice,
  type MappingFormValues,
} from './import-mapping.ts';
import { ImportValueMap } from './import-value-map.tsx';

export type ImportMappingFormProps = {
  batch: ImportBatch;
  /** The choice last previewed, when coming back to change it; the batch's otherwise. */
  choice?: ImportMappingChoice | undefined;
  /**
   * What each column holds (samples, distinct values with their rows); undefined while it is
   * read. The mapping can be chosen without it.
   */
  columns?: readonly ImportColumn[] | undefined;
  /** Why the column values could not be read, with a retry. */
  columnsProblem?: string | null | undefined;
  onRetryColumns?: () => void;
  previewing: boolean;
  /** What the server refused (`mapping.<column>`, `constants.<field>`, `value_maps.<field>`). */
  problem?: FormProblem | null | undefined;
  onPreview: (choice: ImportMappingChoice) => void;
  onDiscard: () => void;
};

/** The contract's field names (`mapping.3`) as the form's (`columns[3]`). */
const formFieldOf = (field: string) => field.replace(/^mapping\.(\d+)$/, 'columns[$1]');

/** A sample as a hint shows it: long values cut, so a column's hint stays on a line or two. */
const sampleText = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);

/**
 * The map step: one row per column of the file, its header, its first values and the field it
 * fills, pre-set from the guess (or the mapping saved for files with these headers); a value for
 * every row for a field no column fills (a CRM export has no Type column); and for a column of
 * an enumerated field, what each of its values stands for (Stage "Closed Won" → Approved). The
 * contract's mapping rules show before the server is asked.
 */
export function ImportMappingForm({
  batch,
  choice,
  columns,
  columnsProblem,
  onRetryColumns,
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
  const constantLabel = (field: string) => `${importFieldLabel(field)} for every row`;
  const form = useAppForm({
    defaultValues: mappingFormValuesOf(batch, choice),
    validationLogic: revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const made = choiceOfForm(batch.kind, value);
        const found = importMappingProblems(batch.kind, batch.headers, made.mapping, made);
        if (found.length === 0) return undefined;
        const formFields: Record<string, string> = {};
        for (const [field, message] of found) {
          if (field !== 'mapping') {
            formFields[formFieldOf(field)] ??= columnProblemText(message, importFieldLabel);
          }
        }
        return { fields: formFields };
      },
    },
    onSubmit: ({ value }) => onPreview(choiceOfForm(batch.kind, value)),
  });
  const serverField = problem?.field ? formFieldOf(problem.field) : undefined;
  const labels = {
    ...Object.fromEntries(batch.headers.map((_h, c) => [`columns[${c}]`, labelOf(c)])),
    ...Object.fromEntries(fields.map((field) => [`constants.${field}`, constantLabel(field)])),
  };
  const { formProblem } = formProblems(
    {},
    problem ? { ...problem, field: serverField } : problem,
    labels,
  );
  const missingOf = (values: MappingFormValues) =>
    required.filter(
      (field) => !values.columns.includes(field) && (values.constants[field] ?? '').trim() === '',
    );
  /** Fields no column fills: each may take one value for every row (an id differs on each). */
  const unfilledOf = (values: MappingFormValues) =>
    fields.filter((field) => field !== 'external_id' && !values.columns.includes(field));
  const columnOf = (column: number) => columns?.find((found) => found.column === column);
  const hintOf = (column: number) => {
    const found = columnOf(column);
    const position = `Column ${column + 1}`;
    if (!found) return position;
    return found.samples.length === 0
      ? `${position} · blank in every row`
      : `${position} · ${found.samples.map(sampleText).join(' · ')}`;
  };

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
          Choose the field each column fills; a column set to “Don’t import” is left out. Under each
          column are its first values.
        </p>
        {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
        {columnsProblem ? (
          <Alert
            tone="warning"
            action={
              onRetryColumns ? (
                <Button size="sm" variant="secondary" onClick={onRetryColumns}>
                  Retry
                </Button>
              ) : null
            }
          >
            {`The columns’ values could not be read (${columnsProblem}): you can still map them.`}
          </Alert>
        ) : null}
        <form.Subscribe selector={(state) => missingOf(state.values).join(',')}>
          {(missing) =>
            missing ? (
              <Alert tone="warning" title="Required fields not mapped yet">
                {`${missing.split(',').map(importFieldLabel).join(', ')}: map a column, or give a value for every row below.`}
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
                  hint={hintOf(column)}
                />
              )}
            </form.AppField>
          ))}
        </div>
        <form.Subscribe
          selector={(state) =>
            `${state.values.columns.join('\u0000')}\u0000${JSON.stringify(state.values.valueMaps)}`
          }
        >
          {() => {
            const values = form.state.values;
            const mapped = values.columns.flatMap((field, column) =>
              field !== '' && importFieldChoicesOf(batch.kind, field) ? [{ field, column }] : [],
            );
            return mapped.map(({ field, column }) => (
              <ImportValueMap
                key={`${field}:${column}`}
                kind={batch.kind}
                field={field}
                header={labelOf(column)}
                column={columnOf(column)}
                loading={columns === undefined && !columnsProblem}
                map={values.valueMaps[field] ?? {}}
                onChange={(map) =>
                  form.setFieldValue(`valueMaps`, { ...form.state.values.valueMaps, [field]: map })
                }
              />
            ));
          }}
        </form.Subscribe>
        <form.Subscribe selector={(state) => unfilledOf(state.values).join(',')}>
          {(unfilled) =>
            unfilled ? (
              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold text-fg">
                  Fields the file has no column for
                </legend>
                <p className="text-sm text-fg-muted">
                  Give one for every row (“New” as the type of a CRM’s deals), or leave it blank.
                </p>
                <div className="grid gap-3 sm:grid-cols-2">
                  {unfilled.split(',').map((field) => {
                    const choices = importFieldChoicesOf(batch.kind, field);
                    const label = required.includes(field)
                      ? `${constantLabel(field)} (required)`
                      : constantLabel(field);
                    return (
                      <form.AppField key={field} name={`constants.${field}`}>
                        {(input) =>
                          choices ? (
                            <input.Select
                              label={label}
                              placeholder="Not set"
                              options={choices.map((value) => ({
                                value,
                                label: choiceLabel(value),
                              }))}
                            />
                          ) : (
                            <input.TextField label={label} placeholder="Not set" />
                          )
                        }
                      </form.AppField>
                    );
                  })}
                </div>
              </fieldset>
            ) : null
          }
        </form.Subscribe>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onDiscard}>
            Discard upload
          </Button>
          <form.Subscribe selector={(state) => missingOf(state.values).length > 0}>
            {(missing) => <form.SubmitButton disabled={missing}>Preview</form.SubmitButton>}
          </form.Subscribe>
        </div>
      </form.Frame>
    </form.AppForm>
  );
}
