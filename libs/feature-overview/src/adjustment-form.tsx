import {
  createAdjustmentRequestSchema,
  type CreateAdjustmentRequest,
} from '@salesdash/api-contract';
import { Button, Dialog, TextField } from '@salesdash/ui-kit';
import { useState, type FormEvent } from 'react';

type Field = keyof CreateAdjustmentRequest;

export type AdjustmentFormProps = {
  /** The person's name, for the title. */
  who: string;
  /** The date the form starts with (the range's last day). */
  defaultDate: string;
  saving: boolean;
  onSave: (adjustment: CreateAdjustmentRequest) => void;
  onClose: () => void;
};

/**
 * Adds a bonus or a clawback: date, signed amount and a reason, checked by the contract's own
 * schema before anything is sent, each problem shown under its field.
 */
export function AdjustmentForm({ who, defaultDate, saving, onSave, onClose }: AdjustmentFormProps) {
  const [values, setValues] = useState({ adjustment_date: defaultDate, amount: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAdjustmentRequestSchema.safeParse({
      ...values,
      amount: values.amount.trim() === '' ? undefined : Number(values.amount),
    });
    if (parsed.success) {
      setErrors({});
      onSave(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??=
        field === 'amount' && values.amount.trim() === '' ? 'Enter an amount' : issue.message;
    }
    setErrors(found);
  };

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Dialog
      title="Add an adjustment"
      description={`A bonus or clawback for ${who}; it adds to their commission on its date.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Date"
          type="date"
          required
          value={values.adjustment_date}
          onChange={set('adjustment_date')}
          error={errors.adjustment_date && `Date ${errors.adjustment_date}`}
        />
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          required
          value={values.amount}
          onChange={set('amount')}
          hint="Negative for a clawback, e.g. -150.00"
          error={errors.amount && `Amount ${errors.amount}`.replace('Amount Enter', 'Enter')}
        />
        <TextField
          label="Reason"
          required
          maxLength={500}
          value={values.reason}
          onChange={set('reason')}
          error={errors.reason && `Reason ${errors.reason}`}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Add adjustment
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
