import {
  assignCommissionRequestSchema,
  type AssignCommissionRequest,
  type Product,
  type Role,
} from '@salesdash/api-contract';
import { Alert, Button, Dialog, Select, TextField } from '@salesdash/ui-kit';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, formProblems, type FormProblem } from './form-errors.ts';

type Field = 'role_id' | 'product_id' | 'commission' | 'effective_from';

const labels: Record<Field, string> = {
  role_id: 'Sales role',
  product_id: 'Applies to',
  commission: 'Rate (%)',
  effective_from: 'From',
};

export type RateFormProps = {
  userId: number;
  /** The person's name, for the title. */
  who: string;
  roles: readonly Role[];
  products: readonly Product[];
  /** The first day the form offers, `YYYY-MM-DD`. */
  today: string;
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSave: (assignment: AssignCommissionRequest) => void;
  onClose: () => void;
};

/**
 * An admin's change of what someone is paid as: a sales role and rate from a day on, on one
 * product or every product. Paid commission never changes; deals dated from that day on are
 * paid at the new rate when approved.
 */
export function RateForm({
  userId,
  who,
  roles,
  products,
  today,
  saving,
  problem,
  onSave,
  onClose,
}: RateFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    role_id: '',
    product_id: '',
    commission: '',
    effective_from: today,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const role = roles.find((candidate) => candidate.role_id === values.role_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.role_id === '') {
      setErrors({ role_id: 'Choose a sales role' });
      return;
    }
    const parsed = assignCommissionRequestSchema.safeParse({
      user_id: userId,
      role_id: values.role_id,
      product_id: values.product_id === '' ? null : Number(values.product_id),
      ...(values.commission.trim() === '' ? {} : { commission: Number(values.commission) }),
      effective_from: values.effective_from,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, labels));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  const { errorOf, formProblem } = formProblems(errors, problem, labels);

  return (
    <Dialog
      title={`Change ${who}’s rate`}
      description="Commission already paid keeps its rate; deals dated from the chosen day on are paid at the new one when approved."
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change rate">
        {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
        <Select
          label={labels.role_id}
          required
          placeholder="Select a sales role"
          options={roles.map((option) => ({
            value: option.role_id,
            label: `${option.role_title} (${option.commission} %)`,
          }))}
          value={values.role_id}
          onChange={set('role_id')}
          error={errorOf('role_id')}
        />
        <Select
          label={labels.product_id}
          placeholder="Every product without a rate of its own"
          options={products.map((product) => ({
            value: String(product.product_id),
            label: product.name,
          }))}
          value={values.product_id}
          onChange={set('product_id')}
          error={errorOf('product_id')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={labels.commission}
            inputMode="decimal"
            placeholder={role ? String(role.commission) : undefined}
            value={values.commission}
            onChange={set('commission')}
            error={errorOf('commission')}
            hint="Empty: the role’s own rate"
          />
          <TextField
            label={labels.effective_from}
            type="date"
            required
            value={values.effective_from}
            onChange={set('effective_from')}
            error={errorOf('effective_from')}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save rate
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
