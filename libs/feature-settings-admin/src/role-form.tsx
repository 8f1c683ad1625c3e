import {
  createRoleRequestSchema,
  maxRoleTitleLength,
  updateRoleRequestSchema,
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

type Field = 'role_title' | 'commission' | 'effective_from';

const labels: Record<Field, string> = {
  role_title: 'Title',
  commission: 'Commission (%)',
  effective_from: 'New rate from',
};

/** What the form saves: a title and a percent, and for an edit the day a new percent applies. */
export type RoleFormValues = { role_title: string; commission: number; effective_from: string };

export type RoleFormProps = {
  /** The role an edit starts from; a new one otherwise. */
  role?: Role | undefined;
  /** The day a changed percent applies from unless another is chosen, `YYYY-MM-DD`. */
  today: string;
  saving: boolean;
  problem?: FormProblem | null | undefined;
  onSave: (values: RoleFormValues) => void;
  onClose: () => void;
};

/**
 * Creates a sales role, or renames one and changes its percent from a chosen day on: deals
 * dated before that day keep the old rate, and paid commission never changes.
 */
export function RoleForm({ role, today, saving, problem, onSave, onClose }: RoleFormProps) {
  // The contract's schema of the request the screen will send: a create, or an edit with its day.
  const check = (values: Record<Field, string>) => {
    const fields = {
      role_title: values.role_title,
      commission: values.commission.trim() === '' ? undefined : Number(values.commission),
    };
    const parsed = role
      ? updateRoleRequestSchema.safeParse({
          ...fields,
          version: role.version,
          effective_from: values.effective_from,
        })
      : createRoleRequestSchema.safeParse(fields);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, labels);
    if (fields.commission === undefined) found.commission = 'Enter a percent, e.g. 10';
    return Object.keys(found).length === 0 && parsed.success
      ? { values: parsed.data, fields: found }
      : { values: null, fields: found };
  };
  const form = useAppForm({
    defaultValues: {
      role_title: role?.role_title ?? '',
      commission: role ? String(role.commission) : '',
      effective_from: today,
    } satisfies Record<Field, string>,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const { fields } = check(value);
        return Object.keys(fields).length === 0 ? undefined : { fields };
      },
    },
    onSubmit: ({ value }) => {
      const checked = check(value);
      if (checked.values?.role_title !== undefined && checked.values.commission !== undefined) {
        onSave({
          role_title: checked.values.role_title,
          commission: checked.values.commission,
          effective_from: value.effective_from,
        });
      }
    },
  });
  const { formProblem } = formProblems({}, problem, labels);

  return (
    <Dialog
      title={role ? `Edit ${role.role_title}` : 'New sales role'}
      description={
        role
          ? 'A new percent applies to deals dated from the chosen day on; paid commission never changes.'
          : 'What a rep is paid as: a percent of the cash they collect.'
      }
      onClose={onClose}
    >
      <form.AppForm>
        <form.Frame
          className="space-y-4"
          aria-label={role ? 'Edit sales role' : 'New sales role'}
          submitting={saving}
          problem={problem}
        >
          {formProblem ? <Alert tone="error">{formProblem}</Alert> : null}
          <form.AppField name="role_title">
            {(field) => (
              <field.TextField label={labels.role_title} required maxLength={maxRoleTitleLength} />
            )}
          </form.AppField>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="commission">
              {(field) => (
                <field.TextField label={labels.commission} inputMode="decimal" required />
              )}
            </form.AppField>
            {role ? (
              <form.AppField name="effective_from">
                {(field) => (
                  <field.TextField
                    label={labels.effective_from}
                    type="date"
                    required
                    hint="Used when the percent changes"
                  />
                )}
              </form.AppField>
            ) : null}
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <form.SubmitButton>{role ? 'Save changes' : 'Create role'}</form.SubmitButton>
          </div>
        </form.Frame>
      </form.AppForm>
    </Dialog>
  );
}
