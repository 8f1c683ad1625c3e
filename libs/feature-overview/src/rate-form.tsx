import {
  assignCommissionRequestSchema,
  type AssignCommissionRequest,
  type Product,
  type Role,
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
  /** A change to start from (the one the admin went back to from the confirmation). */
  initial?: AssignCommissionRequest | null | undefined;
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
  initial,
  saving,
  problem,
  onSave,
  onClose,
}: RateFormProps) {
  const requestOf = (values: Record<Field, string>) =>
    assignCommissionRequestSchema.safeParse({
      user_id: userId,
      role_id: values.role_id,
      product_id: values.product_id === '' ? null : Number(values.product_id),
      ...(values.commission.trim() === '' ? {} : { commission: Number(values.commission) }),
      effective_from: values.effective_from,
    });
  const form = useAppForm({
    defaultValues: {
      role_id: initial ? String(initial.role_id) : '',
      product_id: initial?.product_id == null ? '' : String(initial.product_id),
      commission: initial?.commission === undefined ? '' : String(initial.commission),
      effective_from: initial?.effective_from ?? today,
    } satisfies Record<Field, string>,
    // The contract's schema checks what the server will, on the first submit and then as the
    // fields change, so a fixed field clears its message.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        if (value.role_id === '') return { fields: { role_id: 'Choose a sales role' } };
        const parsed = requestOf(value);
        return parsed.success ? undefined : { fields: fieldErrorsOf(parsed.error.issues, labels) };
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
      title={`Change ${who}’s rate`}
      description="Commission already paid keeps its rate; deals dated from the chosen day on are paid at the new one when approved."
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label="Change rate"
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="role_id">
            {(field) => (
              <field.Select
                label={labels.role_id}
                required
                placeholder="Select a sales role"
                options={roles.map((option) => ({
                  value: option.role_id,
                  label: `${option.role_title} (${option.commission} %)`,
                }))}
              />
            )}
          </form.AppField>
          <form.AppField name="product_id">
            {(field) => (
              <field.Select
                label={labels.product_id}
                placeholder="Every product without a rate of its own"
                options={products.map((product) => ({
                  value: String(product.product_id),
                  label: product.name,
                }))}
              />
            )}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.Subscribe selector={(state) => state.values.role_id}>
              {(roleId) => (
                <form.AppField name="commission">
                  {(field) => (
                    <field.TextField
                      label={labels.commission}
                      inputMode="decimal"
                      placeholder={roles
                        .find((candidate) => candidate.role_id === roleId)
                        ?.commission.toString()}
                      hint="Empty: the role’s own rate"
                    />
                  )}
                </form.AppField>
              )}
            </form.Subscribe>
            <form.AppField name="effective_from">
              {(field) => <field.TextField label={labels.effective_from} type="date" required />}
            </form.AppField>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>Save rate</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
