import {
  createAdjustmentRequestSchema,
  maxReasonLength,
  type Adjustment,
  type CreateAdjustmentRequest,
} from '@salesdash/api-contract';
import { Alert, Button, Dialog, TextField } from '@salesdash/ui-kit';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, formProblems, type FormProblem } from '@salesdash/ui-kit';

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
  const [values, setValues] = useState({
    adjustment_date: adjustment?.adjustment_date ?? defaultDate,
    amount: adjustment ? String(adjustment.amount) : '',
    reason: adjustment?.reason ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { errorOf, formProblem } = formProblems(errors, problem, labels);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = values.amount.trim() === '';
    const parsed = createAdjustmentRequestSchema.safeParse({
      ...values,
      amount: empty ? undefined : Number(values.amount),
    });
    if (parsed.success) {
      setErrors({});
      onSave(parsed.data);
      return;
    }
    const found = fieldErrorsOf(parsed.error.issues, labels);
    setErrors(empty ? { ...found, amount: 'Enter an amount' } : found);
  };

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Dialog
      title={adjustment ? 'Edit the adjustment' : 'Add an adjustment'}
      description={`A bonus or clawback for ${who}; it adds to their commission on its date.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
        <TextField
          label="Date"
          type="date"
          required
          value={values.adjustment_date}
          onChange={set('adjustment_date')}
          error={errorOf('adjustment_date')}
        />
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          required
          value={values.amount}
          onChange={set('amount')}
          hint="Negative for a clawback, e.g. -150.00"
          error={errorOf('amount')}
        />
        <TextField
          label="Reason"
          required
          maxLength={maxReasonLength}
          value={values.reason}
          onChange={set('reason')}
          error={errorOf('reason')}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {adjustment ? 'Save changes' : 'Add adjustment'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
