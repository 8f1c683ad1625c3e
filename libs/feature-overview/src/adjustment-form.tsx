import {
  createAdjustmentRequestSchema,
  maxReasonLength,
  type Adjustment,
  type CreateAdjustmentRequest,
} from '@salesdash/api-contract';
import {
  Alert,
  Button,
  Dialog,
  fieldErrorsOf,
  formProblems,
  revalidateLogic,
  useAppForm,
  type FormProblem,
} from '@salesdash/ui-kit';

type Field = keyof CreateAdjustmentRequest;

const labels: Record<Field, string> = {
  adjustment_date: 'Date',
  amount: 'Amount',
  reason: 'Reason',
};

export type AdjustmentFormProps = {
  /** The person's name, for the title. */
  who: string;
  /** The adjustment an edit starts from; a new one otherwise. */
  adjustment?: Adjustment | undefined;
  /** The date a new adjustment starts with (today, or the last day of a range in the past). */
  defaultDate: string;
  saving: boolean;
  /** What the server said about the last save. */
  problem?: FormProblem | null | undefined;
  onSave: (adjustment: CreateAdjustmentRequest) => void;
  onClose: () => void;
};

/**
 * Adds or changes a bonus or a clawback: date, signed amount and a reason, checked by the
 * contract's own schema before anything is sent, each problem shown under its field.
 */
export function AdjustmentForm({
  who,
  adjustment,
  defaultDate,
  saving,
  problem,
  onSave,
  onClose,
}: AdjustmentFormProps) {
  const requestOf = (values: Record<Field, string>) =>
    createAdjustmentRequestSchema.safeParse({
      ...values,
      amount: values.amount.trim() === '' ? undefined : Number(values.amount),
    });
  const form = useAppForm({
    defaultValues: {
      adjustment_date: adjustment?.adjustment_date ?? defaultDate,
      amount: adjustment ? String(adjustment.amount) : '',
      reason: adjustment?.reason ?? '',
    } satisfies Record<Field, string>,
    // The contract's schema, on the first submit and then as the fields change.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const parsed = requestOf(value);
        if (parsed.success) return undefined;
        const found = fieldErrorsOf(parsed.error.issues, labels);
        return {
          fields: value.amount.trim() === '' ? { ...found, amount: 'Enter an amount' } : found,
        };
      },
    },
    onSubmit: ({ value }) => {
      const parsed = requestOf(value);
      if (parsed.success) onSave(parsed.data);
    },
  });
  const { formProblem } = formProblems({}, problem, labels);

  return (
    <Dialog
      title={adjustment ? 'Edit the adjustment' : 'Add an adjustment'}
      description={`A bonus or clawback for ${who}; it adds to their commission on its date.`}
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame className="space-y-4" submitting={saving} problem={problem}>
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="adjustment_date">
            {(field) => <field.TextField label="Date" type="date" required />}
          </form.AppField>
          <form.AppField name="amount">
            {(field) => (
              <field.TextField
                label="Amount (USD)"
                errorLabel={labels.amount}
                inputMode="decimal"
                required
                hint="Negative for a clawback, e.g. -150.00"
              />
            )}
          </form.AppField>
          <form.AppField name="reason">
            {(field) => <field.TextField label="Reason" required maxLength={maxReasonLength} />}
          </form.AppField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>{adjustment ? 'Save changes' : 'Add adjustment'}</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
