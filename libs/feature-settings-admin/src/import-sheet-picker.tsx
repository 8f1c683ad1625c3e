import { useAppForm } from '@salesdash/ui-kit';

export type ImportSheetPickerProps = {
  /** The sheet the upload read, as the workbook spells it. */
  sheet: string;
  /** The workbook's sheets, in order. */
  sheets: readonly string[];
  /** While the workbook is read again for another sheet. */
  reading: boolean;
  /** Why reading the other sheet failed (its first row names no columns…). */
  problem?: string | null | undefined;
  onRead: (sheet: string) => void;
};

/**
 * At the mapping step of a workbook with several sheets: which sheet the columns come from,
 * and another of the workbook's sheets to read instead (the same file is uploaded again).
 */
export function ImportSheetPicker({
  sheet,
  sheets,
  reading,
  problem,
  onRead,
}: ImportSheetPickerProps) {
  const form = useAppForm({
    defaultValues: { sheet },
    onSubmit: ({ value }) => {
      if (value.sheet !== sheet) onRead(value.sheet);
    },
  });
  return (
    <form.AppForm>
      <form.Frame
        className="flex flex-wrap items-end gap-3"
        aria-label="Sheet of the workbook"
        submitting={reading}
      >
        <form.AppField name="sheet">
          {(field) => (
            <field.Select
              label="Sheet"
              options={sheets.map((name) => ({ value: name, label: name }))}
              error={problem ?? undefined}
              hint={`The columns below come from "${sheet}"`}
            />
          )}
        </form.AppField>
        <form.SubmitButton variant="secondary">
          {reading ? 'Reading…' : 'Read this sheet'}
        </form.SubmitButton>
      </form.Frame>
    </form.AppForm>
  );
}
